import { Permission as P, type ModuleRoute } from '@app/contracts';

/** The requests module's routes (spec 000 section 2). */
export const routes: ModuleRoute[] = [
  { path: '/request/new', title: 'page.request', anyOf: [P.REQUEST_CREATE, P.REQUEST_ALL], create: true },
  { path: '/request/:id?/:tab?', title: 'page.request', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL] },
  { path: '/request-group/new', title: 'page.request_group', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL], create: true },
  { path: '/request-group/:id?/:tab?', title: 'page.request_group', anyOf: [P.REQUEST_VIEW, P.REQUEST_ALL] },
  { path: '/work-state/:id?/:tab?', title: 'page.work_state', anyOf: [P.WORK_STATE_VIEW, P.WORK_STATE_ALL] },
  { path: '/invitation', title: 'page.invitation', anyOf: [P.INVITATION_VIEW, P.INVITATION_ALL] },
  { path: '/reservation', title: 'page.reservation', anyOf: [P.RESERVATION_VIEW, P.RESERVATION_ALL] },
];
