import { API_ROOT, type Meta } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { freshToken } from './api';
import { ApiError } from './api-error';

const urlOf = (path: string) => `${API_ROOT}${path}${path.includes('?') ? '&' : '?'}_locale=${currentLocale()}`;

/**
 * Posts a form with a file and reports the upload's progress (0 to 1): fetch cannot tell how much
 * of a body went out, XMLHttpRequest can. A refusal throws the ApiError of its envelope, so
 * apiErrorText shows the server's 'Error while uploading a file' and its reason.
 */
export async function uploadForm<T>(path: string, form: FormData, onProgress: (share: number) => void): Promise<T> {
  const token = await freshToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path));
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { data?: T; meta?: Meta } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body.data as T);
      else reject(new ApiError(xhr.status, body.meta ?? {}, null, xhr.getResponseHeader('x-request-id')));
    };
    xhr.onerror = () => reject(new ApiError(0, {}));
    xhr.send(form);
  });
}

/** Fetches a file of the API with the session's token: the response, or an ApiError for a failed answer. */
async function fetchAnswer(path: string): Promise<Response> {
  const token = await freshToken();
  const response = await fetch(urlOf(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { meta?: Meta };
    throw new ApiError(response.status, body.meta ?? {});
  }
  return response;
}

/** Fetches a file of the API with the session's token, as a Blob. */
export async function fetchFile(path: string): Promise<Blob> {
  return (await fetchAnswer(path)).blob();
}

/** A file that may be absent: null when the server answers 204 No Content (a person without a photo). */
export async function fetchOptionalFile(path: string): Promise<Blob | null> {
  const response = await fetchAnswer(path);
  return response.status === 204 ? null : response.blob();
}

/** How long a blob address lives once handed to the browser (spec 000: the document viewer releases it after 100 ms). */
export const BLOB_URL_LIFETIME_MS = 100;

/** Saves a blob under a file name through a temporary blob address, released after BLOB_URL_LIFETIME_MS. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), BLOB_URL_LIFETIME_MS);
}
