import { asAdmin } from './admin-api';
import { mailDir, mailFiles, mailText } from './outbox';
import { BASE_URL } from './product';
import { apiToken } from './session';

/** Weekdays from some weeks ahead plus `shift` days, so another run against the same product takes another day. */
function* weekdaysAhead(shift: number, count: number): Generator<string> {
  const day = new Date(Date.now() + (21 + shift) * 86_400_000);
  for (let found = 0; found < count;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if ([0, 6].includes(day.getUTCDay())) continue;
    found += 1;
    yield day.toISOString().slice(0, 10);
  }
}

export interface Invitation {
  branch: string;
  /** the request's number */
  request: number;
  /** each invitee's answer page, `/{kind}/confirm/{token}`, as their mail has it */
  links: string[];
}

/**
 * The planner of `demo` invites `invitees` persons through the API for a new request like a demo
 * one (on a free weekday ahead, morning and afternoon), and each invitee's link is read from their
 * mail (the token is a secret: only the mail has it). `mail` is the product's mail folder.
 */
export async function newInvitation(invitees: number, mail = mailDir()): Promise<Invitation> {
  return newOffer('invitation', invitees, mail);
}

/** As newInvitation, for either kind (a reservation goes to one person). */
export async function newOffer(kind: 'invitation' | 'reservation', invitees: number, mail = mailDir()): Promise<Invitation> {
  const { token } = await apiToken('planner', 'demo');
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${BASE_URL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await send(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data as T;
  };
  // the offer mail goes to a person without an account, or to one with a substitute's profile:
  // a planner's or a school's role lacks the offer mailing's right (ADR 0275), their offer is sent silently
  const getsOfferMail = async (person: number) => {
    const profiles = await call<{ profile_type: { type: string } }[]>('GET', `/person/${person}/profiles`);
    return profiles.length === 0 || profiles.some((p) => p.profile_type.type === 'substitute');
  };
  interface RequestRow {
    id: number;
    branch: { id: number; name: string };
    schedule: { id: number };
    absentee_person: { id: number } | null;
    reason_for_absence: { id: number } | null;
  }
  const list = await send('GET', '/request?itemsPerPage=25');
  const { data: requests, meta } = (await list.json()) as { data: { id: number }[]; meta: { pagination: { total: number } } };
  // each run adds a request: the count makes the next run take other days and other persons
  const runs = meta.pagination.total;
  const like = await call<RequestRow>('GET', `/request/${requests[0]!.id}`);
  // the first weekday the schedule has (a school holiday has no dates in it)
  let request: RequestRow | null = null;
  for (const date of weekdaysAhead(runs % 90, 30)) {
    const res = await send('POST', '/request', {
      branch: like.branch.id,
      schedule: like.schedule.id,
      absentee_person: like.absentee_person?.id,
      reason_for_absence: like.reason_for_absence?.id,
      dates: { [date]: [1, 2] },
    });
    if (res.status === 201) request = (await res.json()).data as RequestRow;
    if (res.status !== 422) break;
  }
  if (!request) throw new Error('no free weekday for a new request');
  const persons = await asAdmin<{ id: number; email: string | null }[]>('GET', '/person?itemsPerPage=100');
  const mailable = persons.filter((p) => p.email && p.id !== like.absentee_person?.id);
  const since = Date.now();
  // an earlier test's mail to the same person (its link, or a notice that names it) is not this offer's
  const seen = mailFiles(mail);
  // one at a time from a rotating start: a person planned elsewhere on the day is refused (422), take the next
  const chosen: typeof mailable = [];
  for (let i = 0; i < mailable.length && chosen.length < invitees; i++) {
    const person = mailable[(runs + i) % mailable.length]!;
    if (!(await getsOfferMail(person.id))) continue;
    const res = await send(
      'POST',
      `/request/${request.id}/${kind}`,
      kind === 'invitation' ? { persons: [person.id] } : { person: person.id },
    );
    if (res.status === 201) chosen.push(person);
    else if (res.status !== 422) throw new Error(`invitation: ${res.status} ${await res.text()}`);
  }
  if (chosen.length < invitees) throw new Error(`only ${chosen.length} persons free to invite`);
  const links: string[] = [];
  for (const person of chosen)
    links.push((await mailText(person.email!, new RegExp(`https?://[^/\\s]+(/${kind}/confirm/[0-9a-f]{32})`), since, mail, seen))[1]!);
  return { branch: like.branch.name, request: request.id, links };
}
