import { emptyPage, type ModulePages } from '@app/ui';

export const pages: ModulePages = {
  '/calendar': emptyPage('empty.calendar'),
  '/planning/:child?': emptyPage('empty.planning'),
};
