import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSchema, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DaypartRef, OfferKind, OfferState } from '@app/contracts';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * Invitations and reservations of a request ('offers', docs/invitations.md, ADR 0049): one row per
 * person offered the request, with the dayparts offered. The public link's 128-bit token is looked
 * up by its SHA-256 hash and otherwise kept only sealed (ADR 0268); the database itself holds a request to one open reservation and a
 * person to one live invitation per request, whatever the code does.
 */
export const offers = staffing
  .table(
    'offers',
    {
      id: serial('id').primaryKey(),
      poolId: poolIdColumn(),
      kind: text('kind').$type<OfferKind>().notNull(),
      requestId: integer('request_id').notNull(),
      personId: integer('person_id').notNull(),
      state: text('state').$type<OfferState>().notNull(),
      /** the request's dayparts offered, in date order */
      dayparts: jsonb('dayparts').$type<DaypartRef[]>().notNull(),
      tokenHash: text('token_hash').notNull(),
      /**
       * the token sealed with OUTBOX_SECRET_KEY, as the outbox keeps the link that carries it, so the
       * person's own inbox can name it (INBOX-01); null for a claim's and an older offer's
       */
      tokenSealed: text('token_sealed'),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      /** the planner's words to the person */
      message: text('message'),
      /** the person's explanation of a denial */
      remark: text('remark'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      createdByUsername: text('created_by_username').notNull(),
      createdByName: text('created_by_name').notNull(),
      answeredAt: timestamp('answered_at', { withTimezone: true }),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      uniqueIndex('offers_token_hash').on(t.tokenHash),
      index('offers_pool_request').on(t.poolId, t.requestId),
      index('offers_pool_person_state').on(t.poolId, t.personId, t.state),
      index('offers_pool_kind_created').on(t.poolId, t.kind, t.createdAt),
      index('offers_open_expiry')
        .on(t.expiresAt)
        .where(sql`${t.state} = 'open'`),
      uniqueIndex('offers_one_open_reservation')
        .on(t.poolId, t.requestId)
        .where(sql`${t.kind} = 'reservation' and ${t.state} = 'open'`),
      uniqueIndex('offers_one_live_invitation')
        .on(t.poolId, t.requestId, t.personId)
        .where(sql`${t.kind} = 'invitation' and ${t.state} in ('open', 'wait_for_deny', 'accepted')`),
      check('offers_kind', sql`${t.kind} in ('invitation', 'reservation')`),
      check('offers_state', sql`${t.state} in ('open', 'accepted', 'denied', 'expired', 'cancelled', 'thank', 'wait_for_deny')`),
      tenantIsolation('offers'),
    ],
  )
  .enableRLS();
