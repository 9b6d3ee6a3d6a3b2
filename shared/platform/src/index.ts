export { ApiError } from './api/api-error';
export { createApiClient, isAnonymousPath, type ApiClient, type ApiClientDeps, type RequestOptions, type VersionStore } from './api/api-client';
export { api, authApi, refreshSession } from './api/api';
export { createAuthApi, type AuthApi } from './session/auth-api';
export {
  createSessionStore,
  decodeToken,
  isLoggedIn,
  secondsLeft,
  sessionStore,
  useSession,
  type LoginStage,
  type SessionState,
} from './session/session-store';
export { createRealtimeClient, type RealtimeClient, type RealtimeEvent, type RealtimeHandler, type SocketLike } from './realtime/realtime-client';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './realtime/backoff';
export { realtime } from './realtime/realtime';
export { useHasRight } from './permissions/use-has-right';
export { navigate, useLocation, currentPath } from './navigation/navigation';
export { isPublicPath, logoutUrl } from './navigation/public-paths';
export { createQueryClient } from './query/query-client';
export { dayjs, DateFormat, inAmsterdam, formatDisplayDate } from './dates/dayjs';
