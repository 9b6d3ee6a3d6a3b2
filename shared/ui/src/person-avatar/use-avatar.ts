import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AvatarSize } from '@app/contracts';
import { ApiError, fetchFile } from '@app/platform/api';

export const avatarKey = (personId: number, size: AvatarSize) => ['avatar', personId, size] as const;

/** The person's avatar as a Blob, null when they have none (404); fetched with the session's token. */
export function useAvatar(personId: number, size: AvatarSize) {
  return useQuery({
    queryKey: avatarKey(personId, size),
    queryFn: async () => {
      try {
        return await fetchFile(`/person/${personId}/image/${size}`);
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) return null;
        throw failure;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

/** A blob as an address for <img>, released when it changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
