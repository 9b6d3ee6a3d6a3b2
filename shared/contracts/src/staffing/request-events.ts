import type { DaypartAction } from './daypart-actions';

/**
 * The request log events of spec 000 section 4 (REQ-DATA-08), by the code the timeline carries and
 * the front end translates (`request.timeline.<code>`). Requests write those marked below; the
 * invitation, reservation, e-mail and SMS events come with matching.
 */
export const REQUEST_LOG_EVENTS = [
  'created',
  'updated',
  'absent_person_changed',
  'preferred_substitute_changed',
  'daypart_added',
  'daypart_closed',
  'daypart_deleted',
  'daypart_updated',
  'request_closed',
  'request_reopened',
  'closed_daypart_opened',
  'invitation_opened',
  'invitation_accepted',
  'invitation_denied',
  'invitation_expired',
  'invitation_cancelled',
  'reservation_sent',
  'reservation_opened',
  'reservation_accepted',
  'reservation_denied',
  'reservation_expired',
  'reservation_cancelled',
  'proposal_approved',
  'proposal_denied',
  'substitute_planned',
  'substitute_unplanned',
  'email_sent',
  'sms_sent',
  'note_created',
] as const;
export type RequestLogEvent = (typeof REQUEST_LOG_EVENTS)[number];

/** The log event each daypart action writes (clear fulfilled changes who staffs the dayparts: 'updated'). */
export const LOG_EVENT_OF_ACTION: Readonly<Record<DaypartAction, RequestLogEvent>> = {
  add: 'daypart_added',
  close: 'daypart_closed',
  open: 'closed_daypart_opened',
  delete: 'daypart_deleted',
  unplan: 'substitute_unplanned',
  plan: 'substitute_planned',
  clear_fulfilled: 'daypart_updated',
};

/**
 * What a change on `pool/{poolId}/request/changed` says happened (the front end shows
 * 'request.notification.{action}' with the request id): a request was created, updated or deleted,
 * a daypart action ran, a note was added, or the request joined or left a group.
 */
export const REQUEST_CHANGE_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'note',
  'grouped',
  'add',
  'close',
  'open',
  'delete',
  'unplan',
  'plan',
  'clear_fulfilled',
] as const;
export type RequestChangeAction = (typeof REQUEST_CHANGE_ACTIONS)[number];

/**
 * The payload of an event on `pool/{poolId}/request/changed` (event name: the channel plus
 * '/changed'; the author is the username, clients skip their own). Only ids ride on the bus: a
 * screen refetches through its own rights-checked calls.
 */
export interface RequestChangedPayload {
  /** the request id (its number in the pool) */
  id: number;
  action: RequestChangeAction;
  /** set when the change concerns a request group */
  group_id?: number;
}

/** Who holds a lock, as the lock switch names them. */
export interface LockHolder {
  username: string;
  full_name: string;
}

/**
 * The payload of an event on `pool/{poolId}/request/locking` (REQ-LOCK-01): block when a lock is
 * taken or renewed, unblock when it is released. The service publishes both from its lock calls.
 */
export interface RequestLockingPayload {
  action: 'block' | 'unblock';
  /** the request id (its number in the pool) */
  request: number;
  person: LockHolder;
  /** ISO instants; null on unblock */
  locked_at: string | null;
  locked_until: string | null;
}
