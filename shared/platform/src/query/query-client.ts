import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/platform/api';

/** Server data settings shared by every module: no retry on client errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}
