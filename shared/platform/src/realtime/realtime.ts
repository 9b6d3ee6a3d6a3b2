import { freshToken } from '@app/platform/api';
import { sessionStore } from '@app/platform/session';
import { createRealtimeClient, type SocketLike } from './realtime-client';

/** The page's realtime client on the gateway's /ws endpoint. */
export const realtime = createRealtimeClient({
  url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`,
  // The DOM types its handlers with `this: WebSocket`; the client only uses the SocketLike part.
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  username: () => sessionStore.getState().payload?.username ?? null,
  freshToken,
});
