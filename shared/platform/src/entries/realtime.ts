// `@app/platform/realtime`: the page's websocket client (kept off the /login path).
export {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeHandler,
  type SocketLike,
} from '../realtime/realtime-client';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from '../realtime/backoff';
export { realtime } from '../realtime/realtime';
