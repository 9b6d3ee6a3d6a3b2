import { appDeviceRemoveSchema, appDeviceSchema, InboxRights, MAILING_ALL_PERMISSION } from '@app/contracts';
import { serviceApi } from '@app/service-kit';
import { outboxQuery } from './routes/outbox';

/** The notify routes as the published API shows them (docs/architecture.md 'The API contract'). */
export const notifyApi = serviceApi('notify', [
  {
    method: 'get',
    path: '/outbox',
    summary: 'The mail and text messages of the pool, newest first',
    access: [MAILING_ALL_PERMISSION],
    query: outboxQuery,
    answers: 'page',
  },
  { method: 'get', path: '/app-device/key', summary: 'The public VAPID key a browser subscribes to Web Push with', access: 'public' },
  {
    method: 'post',
    path: '/app-device',
    summary: 'Registers a device of the signed-in person for Web Push: offers are pushed to it (ADR 0060)',
    access: InboxRights,
    body: appDeviceSchema,
    status: 201,
  },
  {
    method: 'delete',
    path: '/app-device',
    summary: 'Unregisters a device of the signed-in person, by its endpoint (404: not registered)',
    access: InboxRights,
    body: appDeviceRemoveSchema,
  },
]);
