import type { ServiceName } from '@app/contracts';
import type { ServiceModule } from '@app/service-kit';
import { identityService } from '@app/identity';
import { masterdataService } from '@app/masterdata';
import { notifyService } from '@app/notify';
import { reportsService } from '@app/reports';
import { staffingService } from '@app/staffing';

/** Every service, in migration and seeding order. */
export const ALL_SERVICES: ServiceModule[] = [masterdataService, identityService, staffingService, reportsService, notifyService];

export const serviceByName = (name: ServiceName) => ALL_SERVICES.find((s) => s.name === name);
