import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AvatarSize } from '@app/contracts';
import { fetchOptionalFile } from '@app/platform/api';

export const avatarKey = (personId: number, size: AvatarSize) => ['avatar', personId, size] as const;

/**
 * The person's avatar as a Blob, null when they have none (204); fetched with the session's token.
 * `enabled: false` where the caller knows there is none: a screen asks for no photo that is not there.
 */
export function useAvatar(personId: number, size: AvatarSize, enabled = true) {
  return useQuery({
    enabled,
    queryKey: avatarKey(personId, size),
    queryFn: () => fetchOptionalFile(`/person/${personId}/image/${size}`),
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
