import { api, uploadForm } from '@app/platform/api';

/** POST person/{id}/image with the photo (a picked file or a camera frame). */
export function uploadAvatar(personId: number, photo: Blob, onProgress: (share: number) => void) {
  const form = new FormData();
  form.append('file', photo, photo instanceof File ? photo.name : 'camera.jpg');
  return uploadForm<{ person_id: number }>(`/person/${personId}/image`, form, onProgress);
}

export const removeAvatar = async (personId: number) => (await api.delete<{ person_id: number }>(`/person/${personId}/image`)).data;
