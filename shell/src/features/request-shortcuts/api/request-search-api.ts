import { api } from '@app/platform/api';

/** Reads the request: it fails when there is none with that number, or the caller may not see it. */
export const checkRequestExists = async (number: string) => {
  await api.get(`/request/${number}`);
};
