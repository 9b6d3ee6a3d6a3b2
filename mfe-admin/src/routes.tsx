import { emptyPage, type ModulePages } from '@app/ui';
import { entityListPage } from './features/entity-list/entity-list-page';
import { SettingsPage } from './features/settings-form/settings-page';

const list = emptyPage('empty.admin_list');

export const pages: ModulePages = {
  '/manage': emptyPage('empty.manage'),
  '/person/me/:tab?': emptyPage('empty.person'),
  '/person/new': emptyPage('empty.person'),
  '/person/:id?/:tab?': entityListPage('person', 'empty.person'),
  // branches are a tree (board > school > location) the server serves whole at branch/tree
  '/branch/:id?/:tab?': entityListPage('branch', 'empty.branch', { url: 'branch/tree' }),
  '/settings': SettingsPage,
  '/role/:id?/:tab?': emptyPage('empty.role'),
  '/label/:id?/:tab?': list,
  '/label-group/:id?/:tab?': list,
  '/reason-for-absence/:id?/:tab?': list,
  '/absence-group/:id?/:tab?': list,
  '/data-supplier/:id?/:tab?': list,
  '/additional-field/:id?/:tab?': list,
  '/branch-type/:id?/:tab?': entityListPage('branch-type', 'empty.admin_list'),
  '/profile-type/:id?/:tab?': entityListPage('profile-type', 'empty.admin_list'),
  '/vacation/:id?/:tab?': entityListPage('vacation', 'empty.admin_list'),
  '/period/:id?/:tab?': entityListPage('period', 'empty.admin_list'),
  '/doc-viewer/:entity/:entityId/document/:docId': emptyPage('empty.document'),
};
