import { boolean, integer, pgSchema, text } from 'drizzle-orm/pg-core';

/** identity's published pools (its contract): the demo data loads per demo pool, found by its url; offers go out as text messages where enable_sms. */
const identity = pgSchema('identity');

export const poolDirectory = identity
  .view('pool_directory', {
    id: integer('id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    enableSms: boolean('enable_sms').notNull(),
  })
  .existing();
