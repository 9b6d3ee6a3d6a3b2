import { z } from 'zod';

/** The largest id a row can have (PostgreSQL `integer`): a larger one cannot exist, so it is refused before any query. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id from a path, query or body: a positive integer within the database's range. */
export const recordId = () => z.coerce.number().int().positive().max(MAX_RECORD_ID);
