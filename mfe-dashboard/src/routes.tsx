import { emptyPage, type ModulePages } from '@app/ui';

export const pages: ModulePages = {
  '/dashboard': emptyPage('empty.dashboard'),
  '/inbox': emptyPage('empty.inbox'),
  '/announcement/:id?/:tab?': emptyPage('empty.announcement'),
};
