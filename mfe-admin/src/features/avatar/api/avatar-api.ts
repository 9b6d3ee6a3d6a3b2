import { useQuery } from '@tanstack/react-query';
import type { AvatarSize } from '@app/contracts';
import { ApiError, api } from '@app/platform/api';
import { fetchFile, uploadForm } from '../../../lib/file-transfer';

export const avatarKey = (personId: number, size: AvatarSize) => ['avatar', personId, size] as const;

/** The person's avatar as a Blob, null when they have none (404). */
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
  });
}

/** POST person/{id}/image with the photo (a picked file or a camera frame). */
export function uploadAvatar(personId: number, photo: Blob, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append('file', photo, photo instanceof File ? photo.name : 'camera.jpg');
  return uploadForm<{ person_id: number }>(`/person/${personId}/image`, form, onProgress);
}

export const removeAvatar = async (personId: number) => (await api.delete<{ person_id: number }>(`/person/${personId}/image`)).data;
