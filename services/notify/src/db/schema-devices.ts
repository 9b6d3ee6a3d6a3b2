import { index, integer, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';
import { notify } from './schema';

/**
 * A person's phone or browser that takes Web Push messages (POST /api/app-device, ADR 0060): the
 * push service's endpoint and the subscription's keys the message is encrypted with. One
 * subscription belongs to one person of one pool; registering it again moves it.
 */
export const appDevices = notify
  .table(
    'app_devices',
    {
      poolId: poolIdColumn(),
      id: serial('id').notNull(),
      personId: integer('person_id').notNull(),
      endpoint: text('endpoint').notNull(),
      p256dh: text('p256dh').notNull(),
      auth: text('auth').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.poolId, t.id] }),
      uniqueIndex('app_devices_endpoint').on(t.poolId, t.endpoint),
      index('app_devices_person').on(t.poolId, t.personId),
      tenantIsolation('app_devices'),
    ],
  )
  .enableRLS();
