import { sql } from 'drizzle-orm';
import { OUTBOX_ENQUEUE_EVENT, type OfferKind } from '@app/contracts';
import { rowsOf, type BusEvent } from '@app/service-kit';
import type { DemoIds, StaffingEnv } from '../testing/staffing-env';

/**
 * What the offer tests share: the public link's token as the enqueued mail carries it (the secret
 * the sender fills in; the API never answers it), read from the bus like notify reads it.
 */
export function offerMailbox(env: StaffingEnv) {
  const mails: { recipient: string; template: string; text: string; link: string | null }[] = [];
  env.deps.bus.subscribe((event: BusEvent) => {
    if (event.event !== OUTBOX_ENQUEUE_EVENT) return;
    const m = event.payload as { recipient: string; template: string; text: string; secrets: { link?: string } };
    mails.push({ recipient: m.recipient, template: m.template, text: m.text, link: m.secrets.link ?? null });
  });
  const emailOf = async (personId: number) =>
    (await rowsOf<{ email: string }>(env.deps.db.db, sql`select email from masterdata.persons where id = ${personId}`))[0]!.email;
  return {
    mails,
    /** the token of the latest offer of a kind mailed to the person */
    async tokenOf(kind: OfferKind, personId: number): Promise<string> {
      const email = await emailOf(personId);
      const mail = mails.filter((m) => m.recipient === email && m.template === `staffing.${kind}`).at(-1);
      if (!mail) throw new Error(`no ${kind} mail to ${email}`);
      return mail.link!.split('/').at(-1)!;
    },
    /** the templates of the mails to the person, in the order sent */
    async templatesTo(personId: number): Promise<string[]> {
      const email = await emailOf(personId);
      return mails.filter((m) => m.recipient === email).map((m) => m.template);
    },
  };
}

/** The public answer calls, without a token (INV-CONF-01). */
export const answerCalls = (env: StaffingEnv) => ({
  show: (kind: OfferKind, token: string) => env.server.call('GET', `/api/${kind}/token/${token}`, {}),
  accept: (kind: OfferKind, token: string) => env.server.call('PUT', `/api/${kind}/token/${token}/accept`, {}),
  deny: (kind: OfferKind, token: string, remark?: string) =>
    env.server.call('PUT', `/api/${kind}/token/${token}/deny`, { body: remark === undefined ? {} : { remark } }),
});

/** A new request of a teacher at Het Kompas with dayparts in June 2027 (after the demo requests); its number. */
export async function newKompasRequest(
  env: StaffingEnv,
  token: string,
  ids: DemoIds,
  teacher: number,
  dates: Record<string, number[]>,
  extra: Record<string, unknown> = {},
) {
  const res = await env.server.call('POST', '/api/request', {
    token,
    body: { branch: ids.kompas, schedule: ids.schedule, reason_for_absence: ids.reason.ZK, absentee_person: teacher, dates, ...extra },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body.meta));
  return res.body.data.id as number;
}
