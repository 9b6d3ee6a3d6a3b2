import type { ServiceDeps } from '@app/service-kit';
import { findPoolById, findPoolByUrl, type Pool } from '../store/pools';

export type { Pool };

/** A pool's settings by its id or by its login url, or null; the pools table belongs to no pool. */
export const poolSettings = (deps: ServiceDeps, key: { id: number } | { url: string }): Promise<Pool | null> =>
  deps.db.withGlobal((tx) => ('id' in key ? findPoolById(tx, key.id) : findPoolByUrl(tx, key.url)));
