import { emptyPage, type ModulePages } from '@app/ui';

export const pages: ModulePages = {
  '/request/new': emptyPage('empty.request'),
  '/request/:id?/:tab?': emptyPage('empty.request'),
  '/request-group/new': emptyPage('empty.request_group'),
  '/request-group/:id?/:tab?': emptyPage('empty.request_group'),
  '/work-state/:id?/:tab?': emptyPage('empty.work_state'),
  '/invitation': emptyPage('empty.invitation'),
  '/reservation': emptyPage('empty.reservation'),
};
