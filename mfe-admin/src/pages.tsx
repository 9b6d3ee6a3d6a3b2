import type { ModulePages } from '@app/ui/module-routes';
import { entityListPage } from './app/entity-list-page';
import { BRANCH_TREE } from './features/entity-list/tree/branch-tree';
import { DocumentViewerPage } from './features/documents/components/document-viewer-page';
import { EmbedTokensPage } from './features/embed-tokens/embed-tokens-page';
import { ManagePage } from './features/manage-page/manage-page';
import { MyDataPage } from './features/my-data/my-data-page';
import { SettingsPage } from './features/settings-form/settings-page';

// one page for the list, its create route and its records, so opening a popup keeps the list mounted
const personPage = entityListPage('person');

export const pages: ModulePages = {
  '/manage': ManagePage,
  '/person/me/:tab?': MyDataPage,
  '/person/new': personPage,
  '/person/:id?/:tab?': personPage,
  // branches are a tree (board > school > location) the server serves whole at branch/tree
  '/branch/:id?/:tab?': entityListPage('branch', BRANCH_TREE),
  '/settings': SettingsPage,
  '/embed-token': EmbedTokensPage,
  '/role/:id?/:tab?': entityListPage('role'),
  '/label/:id?/:tab?': entityListPage('label'),
  '/label-group/:id?/:tab?': entityListPage('label-group'),
  '/reason-for-absence/:id?/:tab?': entityListPage('reason-for-absence'),
  '/absence-group/:id?/:tab?': entityListPage('absence-group'),
  '/data-supplier/:id?/:tab?': entityListPage('data-supplier'),
  '/additional-field/:id?/:tab?': entityListPage('additional-field'),
  '/announcement/:id?/:tab?': entityListPage('announcement'),
  '/branch-type/:id?/:tab?': entityListPage('branch-type'),
  '/profile-type/:id?/:tab?': entityListPage('profile-type'),
  '/vacation/:id?/:tab?': entityListPage('vacation'),
  '/period/:id?/:tab?': entityListPage('period'),
  '/contract/:id?/:tab?': entityListPage('contract'),
  '/contract-type/:id?/:tab?': entityListPage('contract-type'),
  '/work-plan/:id?/:tab?': entityListPage('work-plan'),
  '/work-plan-definition/:id?/:tab?': entityListPage('work-plan-definition'),
  '/policy/:id?/:tab?': entityListPage('policy'),
  '/schedule/:id?/:tab?': entityListPage('schedule'),
  '/week-schedule/:id?/:tab?': entityListPage('week-schedule'),
  '/reason-for-daypart/:id?/:tab?': entityListPage('reason-for-daypart'),
  '/doc-viewer/:entity/:entityId/document/:docId': DocumentViewerPage,
  '/account/:id?/:tab?': entityListPage('account'),
  '/pool/:id?/:tab?': entityListPage('pool'),
};
