// The whole platform. Each part is its own entry point (`@app/platform/session`, `/api`, ...), shared
// as a singleton on its own, so a page loads only the parts it uses. This barrel is not shared: it
// re-exports by name through the package entry points (every importer gets the same shared
// instances) and is tree-shaken in each build.
export { ApiError, apiErrorText, apiProblem, createApiClient, api, authApi, refreshSession, createAuthApi } from '@app/platform/api';
export type { ApiClient, ApiClientDeps, RequestOptions, VersionStore, AuthApi } from '@app/platform/api';
export {
  createSessionStore,
  decodeToken,
  isLoggedIn,
  secondsLeft,
  sessionOwner,
  sessionStore,
  useSession,
  useHasRight,
} from '@app/platform/session';
export type { LoginStage, SessionState } from '@app/platform/session';
export { createRealtimeClient, backoffDelay, DEFAULT_BACKOFF, realtime } from '@app/platform/realtime';
export type { RealtimeClient, RealtimeEvent, RealtimeHandler, SocketLike, BackoffOptions } from '@app/platform/realtime';
export {
  navigate,
  useLocation,
  currentPath,
  isPublicPath,
  logoutUrl,
  findRoute,
  setRouteTable,
  useRouteTable,
} from '@app/platform/navigation';
export { createQueryClient, refreshOnReconnect, useLiveMenu, useMenu } from '@app/platform/query';
export { dayjs, DateFormat, inAmsterdam, formatDisplayDate } from '@app/platform/dates';
