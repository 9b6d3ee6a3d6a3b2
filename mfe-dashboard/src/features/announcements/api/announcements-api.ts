import { useQuery } from '@tanstack/react-query';
import type { CurrentAnnouncement } from '@app/contracts';
import { api } from '@app/platform/api';

export const currentAnnouncementsKey = ['announcements', 'current'] as const;
const announcementKey = (id: number) => ['announcements', id] as const;

/** GET announcement/current: the caller's visible announcements that are pinned or unread, pinned first. */
async function readCurrentAnnouncements(signal?: AbortSignal) {
  const { data } = await api.get<CurrentAnnouncement[]>('/announcement/current', { signal });
  return data;
}

/** POST announcement/{id}/mark-read, no body. */
export const markAnnouncementRead = (id: number) => api.post<{ id: number; read: true }>(`/announcement/${id}/mark-read`);

/** GET announcement/{id}: the record for the edit form. */
async function readAnnouncement(id: number, signal?: AbortSignal) {
  const { data } = await api.get<Record<string, unknown>>(`/announcement/${id}`, { signal });
  return data;
}

/** POST announcement (add) or PUT announcement/{id} (edit) with the form's payload. */
export const saveAnnouncement = (id: number | null, payload: Record<string, unknown>) =>
  id === null ? api.post('/announcement', payload) : api.put(`/announcement/${id}`, payload);

/** One cached list for the panel and the carousel's badge. */
export const useCurrentAnnouncements = (enabled = true) =>
  useQuery({ queryKey: currentAnnouncementsKey, queryFn: ({ signal }) => readCurrentAnnouncements(signal), enabled });

/** The announcement being edited; nothing to read for a new one. */
export const useAnnouncement = (id: number | null) =>
  useQuery({ queryKey: announcementKey(id ?? 0), queryFn: ({ signal }) => readAnnouncement(id!, signal), enabled: id !== null });
