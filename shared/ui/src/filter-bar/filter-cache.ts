import { sessionStore } from '@app/platform/session';
import type { FilterValues } from './filter-types';

/** Prefix of a filter's remembered values (spec 001 section 4: `FILTER_` plus the filter id). */
export const FILTER_PREFIX = 'FILTER_';
const CUSTOM_SUFFIX = '_isCustom';

export interface CachedFilter {
  values: FilterValues;
  search: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Values hold ids of one pool's data (branches, labels), so the cache is kept per pool and profile:
 * `FILTER_<id>@<pool>.<profile>`; a pool switch never applies another pool's ids.
 */
function scope(): string {
  const payload = sessionStore.getState().payload;
  return payload ? `@${payload.pool_id}.${payload.profile_id}` : '';
}

export const filterCacheKey = (filterId: string) => `${FILTER_PREFIX}${filterId}${scope()}`;
/** The time unit control's custom flag (FILTER-16), under the same filter's key. */
export const customFlagKey = (filterId: string) => `${FILTER_PREFIX}${filterId}${CUSTOM_SUFFIX}${scope()}`;

export function readFilterCache(filterId: string): CachedFilter | null {
  const raw = storage()?.getItem(filterCacheKey(filterId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedFilter>;
    if (!parsed || typeof parsed.values !== 'object' || parsed.values === null || Array.isArray(parsed.values)) return null;
    return { values: parsed.values, search: typeof parsed.search === 'string' ? parsed.search : '' };
  } catch {
    return null;
  }
}

export function writeFilterCache(filterId: string, cached: CachedFilter): void {
  try {
    storage()?.setItem(filterCacheKey(filterId), JSON.stringify(cached));
  } catch {
    // a full or blocked storage only loses the remembered filter
  }
}

export const readCustomFlag = (filterId: string): boolean => storage()?.getItem(customFlagKey(filterId)) === '1';

export function writeCustomFlag(filterId: string, on: boolean): void {
  try {
    if (on) storage()?.setItem(customFlagKey(filterId), '1');
    else storage()?.removeItem(customFlagKey(filterId));
  } catch {
    // as above
  }
}

/** Reset (FILTER-12): forgets this filter's values and custom flag in every scope, and the list's sort cache. */
export function clearListCaches(filterId: string, sortCacheKey?: string): void {
  const store = storage();
  if (!store) return;
  const base = `${FILTER_PREFIX}${filterId}`;
  const ours = (key: string) => key === base || key.startsWith(`${base}@`) || key.startsWith(`${base}${CUSTOM_SUFFIX}`);
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k && ours(k));
  keys.forEach((k) => store.removeItem(k));
  if (sortCacheKey) store.removeItem(sortCacheKey);
}
