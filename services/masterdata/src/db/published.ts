import { integer, pgSchema, text } from 'drizzle-orm/pg-core';

/** identity's published view of pools (its contract); masterdata never touches identity's tables. */
export const poolDirectory = pgSchema('identity')
  .view('pool_directory', { id: integer('id').notNull(), name: text('name').notNull(), url: text('url').notNull() })
  .existing();
