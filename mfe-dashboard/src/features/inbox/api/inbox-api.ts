import { useQuery } from '@tanstack/react-query';
import type { InboxItem, OfferKind, OfferView } from '@app/contracts';
import { api } from '@app/platform/api';

export const inboxKey = ['inbox'] as const;

/** GET inbox: the signed-in person's open invitations and reservations, newest first (INBOX-01). */
async function readInbox(signal?: AbortSignal) {
  const { data } = await api.get<InboxItem[]>('/inbox', { signal });
  return data;
}

/**
 * PUT {type}/approve or {type}/deny with the item's id and type (INBOX-03); for an acceptance proposed
 * to the school, PUT {type}/{id}/proposal with the decision.
 */
export const answerInboxItem = (item: Pick<OfferView, 'id' | 'kind' | 'state'>, answer: 'approve' | 'deny') =>
  item.state === 'wait_for_deny'
    ? api.put<OfferView>(`/${item.kind satisfies OfferKind}/${item.id}/proposal`, { approve: answer === 'approve' })
    : api.put<OfferView>(`/${item.kind satisfies OfferKind}/${answer}`, { id: item.id, type: item.kind });

/** The inbox's items as the service sends them: open ones only, newest first (INBOX-01). */
export const useInbox = () => useQuery({ queryKey: inboxKey, queryFn: ({ signal }) => readInbox(signal) });
