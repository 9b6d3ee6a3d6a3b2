import { useRealtimeNotifications } from './realtime-notifications';

/** Mounted only while signed in, so the websocket client is not in the /login download. */
export function RealtimeNotifications() {
  useRealtimeNotifications();
  return null;
}
