import { api } from '@app/platform/api';

/** A new token for the data supplier; the server keeps only its hash, so this answer is the one chance to see it. */
export const regenerateDataSupplierToken = async (id: number) =>
  (await api.post<{ auth_token: string }>(`/data-supplier/${id}/regenerate-token`)).data.auth_token;
