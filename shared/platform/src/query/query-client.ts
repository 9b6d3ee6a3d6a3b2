import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/platform/api';
import { sessionOwner, sessionStore, type SessionState } from '@app/platform/session';

type PayloadState = Pick<SessionState, 'payload'>;

/** What a query or mutation tells the page's error handling about itself. */
export interface CallMeta extends Record<string, unknown> {
  /** statuses the screen answers itself (a missing record closes its popup, ERR-GEN-04): no error dialog for them */
  handles?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Told of every failed read the screen does not answer itself; `onScreen`: an earlier answer is still shown. */
export type FailedReadHandler = (error: unknown, onScreen: boolean) => void;

/** The part of the session store the cache watches (zustand's vanilla store fits). */
export interface SessionSource {
  getState(): PayloadState;
  subscribe(listener: (state: PayloadState) => void): () => void;
}

/**
 * Server data settings shared by every module: no retry on client errors; a failed read goes to
 * `onFailedRead` (the page's error dialog) unless the query's `meta.handles` names its status. Templates, settings and
 * lists are answered for one user, pool and profile, so another one starts from an empty cache
 * (spec 000 section 6: what was loaded for the user before is revoked on a user change).
 */
export function createQueryClient(store: SessionSource = sessionStore, onFailedRead?: FailedReadHandler): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && query.meta?.handles?.includes(error.status)) return;
        onFailedRead?.(error, query.state.data !== undefined);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
  // who the cached server data belongs to: user, pool and profile; null when signed out
  let owner = sessionOwner(store.getState().payload);
  store.subscribe((state) => {
    const next = sessionOwner(state.payload);
    if (next === owner) return;
    owner = next;
    // signed out: drop everything; another owner: empty every query and reload the ones on screen
    if (next === null) client.clear();
    else void client.resetQueries();
  });
  return client;
}

/** What tells that the live connection is back after a drop (the page's realtime client). */
export interface ReconnectSource {
  onReconnect(listener: () => void): () => void;
}

/**
 * Events sent while the live connection was down are lost: once it is back, every cached answer
 * is stale and the ones on screen are read again (a planner's open request, the inbox, a list).
 */
export const refreshOnReconnect = (client: QueryClient, source: ReconnectSource): (() => void) =>
  source.onReconnect(() => void client.invalidateQueries());
