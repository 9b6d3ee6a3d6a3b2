import { sql } from 'drizzle-orm';
import type { OfferKind } from '@app/contracts';
import { openMessageSecrets, rowsOf } from '@app/service-kit';
import type { DemoIds, StaffingEnv } from '../testing/staffing-env';

/**
 * What the offer tests share: the mails staffing wrote into its outbox since this was called, with
 * the public link's token (the secret the sender fills in; the API never answers it) opened as
 * notify opens it.
 */
/** Gives the pool's stored role `code` the right, or takes it away, as the role editor would. */
export const roleHolds = (env: StaffingEnv, pool: number, code: string, right: string, holds: boolean) =>
  env.deps.db.db.execute(
    holds
      ? sql`update identity.roles set allow = allow || ${JSON.stringify([right])}::jsonb where pool_id = ${pool} and code = ${code}`
      : sql`update identity.roles set allow = allow - ${right} where pool_id = ${pool} and code = ${code}`,
  );

/** Switches a person's notification mails off or on, as their person card's mail setting does. */
export const switchMailsOff = (env: StaffingEnv, personId: number, off: boolean) =>
  env.deps.db.db.execute(sql`update masterdata.persons set notification_mails_off = ${off} where id = ${personId}`);

export function offerMailbox(env: StaffingEnv) {
  // the mail written before (the demo data's) is not the test's
  const since = rowsOf<{ id: number | null }>(env.deps.db.db, sql`select max(id)::int as id from staffing.outbox`).then(
    ([r]) => r?.id ?? 0,
  );
  const mails = async () =>
    (
      await rowsOf<{ recipient: string; template: string; body_text: string; sealed_secrets: string | null }>(
        env.deps.db.db,
        sql`select recipient, template, body_text, sealed_secrets from staffing.outbox where channel = 'mail' and id > ${await since} order by id`,
      )
    ).map((m) => ({
      recipient: m.recipient,
      template: m.template,
      text: m.body_text,
      link: openMessageSecrets(env.deps.config, m.sealed_secrets).link ?? null,
    }));
  const emailOf = async (personId: number) =>
    (await rowsOf<{ email: string }>(env.deps.db.db, sql`select email from masterdata.persons where id = ${personId}`))[0]!.email;
  return {
    mails,
    /** the token of the latest offer of a kind mailed to the person */
    async tokenOf(kind: OfferKind, personId: number): Promise<string> {
      const email = await emailOf(personId);
      const mail = (await mails()).filter((m) => m.recipient === email && m.template === `staffing.${kind}`).at(-1);
      if (!mail) throw new Error(`no ${kind} mail to ${email}`);
      return mail.link!.split('/').at(-1)!;
    },
    /** the templates of the mails to the person, in the order written */
    async templatesTo(personId: number): Promise<string[]> {
      const email = await emailOf(personId);
      return (await mails()).filter((m) => m.recipient === email).map((m) => m.template);
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
