// `@app/platform/api`: the page's API client and the login/session calls.
export { ApiError } from '../api/api-error';
export { createApiClient, isAnonymousPath, type ApiClient, type ApiClientDeps, type RequestOptions, type VersionStore } from '../api/api-client';
export { api, authApi, freshToken, refreshSession } from '../api/api';
export { createAuthApi, type AuthApi } from '../session/auth-api';
