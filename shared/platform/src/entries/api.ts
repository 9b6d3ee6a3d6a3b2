// `@app/platform/api`: the page's API client and the login/session calls.
export { ApiError } from '../api/api-error';
export { apiErrorText, apiProblem, type ApiProblem } from '../api/error-text';
export { createApiClient, type ApiClient, type ApiClientDeps, type RequestOptions, type VersionStore } from '../api/api-client';
export { api, authApi, freshToken, refreshSession, refreshSettled, reportPageErrors } from '../api/api';
export { BLOB_URL_LIFETIME_MS, fetchFile, fetchOptionalFile, saveBlob, uploadForm } from '../api/file-transfer';
export { installErrorReporting, type ErrorReportingDeps } from '../api/error-reporting';
export { lastFailedCall, noteFailedCall, onFailedWrite, type FailedCall } from '../api/failed-calls';
export { createAuthApi, type AuthApi } from '../session/auth-api';
