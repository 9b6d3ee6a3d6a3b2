import { API_ROOT } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { ApiError } from '@app/platform/api';
import { sessionStore } from '@app/platform/session';
import { toSearchParams, type ListQueryParams } from './build-list-query';

/** Fetches a CSV export with the session's token and saves it as `<fileName>.csv`. */
export async function downloadCsv(url: string, query: ListQueryParams, fileName: string): Promise<void> {
  const params = toSearchParams(query);
  params.set('_locale', currentLocale());
  const token = sessionStore.getState().token;
  const response = await fetch(`${API_ROOT}/${url}?${params.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, {});
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `${fileName}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
