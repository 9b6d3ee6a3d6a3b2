import { serviceApi } from '@app/service-kit';
import { appDeviceRoutes } from './routes/app-device';
import { outboxRoutes } from './routes/outbox';

/** The notify routes, each declared once beside its handler (docs/architecture.md 'The API contract'). */
export const notifyApi = serviceApi('notify', [...Object.values(outboxRoutes), ...Object.values(appDeviceRoutes)]);
