import { emptyPage, type ModulePages } from '@app/ui';

export const pages: ModulePages = {
  '/reports/:report?/:id?': emptyPage('empty.reports'),
};
