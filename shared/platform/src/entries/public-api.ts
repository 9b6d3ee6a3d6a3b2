// `@app/platform/public-api`: the API client of the pages without login, and its errors (ADR 0067).
export { ApiError } from '../api/api-error';
export { apiErrorText, apiProblem, type ApiProblem } from '../api/error-text';
export { publicApi } from '../api/public-api';
export { readPageData, takePageData, withServerPageData } from '../api/page-data';
