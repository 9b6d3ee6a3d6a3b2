import type { TokenPayload } from '@app/contracts';

interface TokenState {
  token: string | null;
  payload: TokenPayload | null;
}

/** The part of the session store this needs (zustand's vanilla store fits). */
export interface TokenSource {
  subscribe(listener: (state: TokenState, previous: TokenState) => void): () => void;
}

const sameSession = (a: TokenPayload | null, b: TokenPayload | null) =>
  !!a && !!b && a.username === b.username && a.pool_id === b.pool_id && a.profile_id === b.profile_id;

/**
 * Hands every refreshed access token of the same user, pool and profile to the realtime client,
 * so the socket re-authenticates with it. A different user reconnects through `connect` instead.
 */
export function renewOnTokenRefresh(client: { renew(token: string): void }, store: TokenSource): () => void {
  return store.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token && sameSession(state.payload, previous.payload)) client.renew(state.token);
  });
}
