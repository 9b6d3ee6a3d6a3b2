import { sql } from 'drizzle-orm';
import { OfferRights, type RequestMessageView, type RequestTimelineEntry } from '@app/contracts';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox } from './offers-testing';

let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
const RIGHTS = [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, RIGHTS);
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const timeline = async (number: number, as = token) =>
  (await env.server.call('GET', `/api/request/${number}/timeline`, { token: as })).body.data as RequestTimelineEntry[];
const message = (number: number, entry: number | string, as = token) =>
  env.server.call('GET', `/api/request/${number}/messages/${entry}`, { token: as });
const setSms = (on: boolean) => env.deps.db.db.execute(sql`update identity.pools set enable_sms = ${on} where id = ${pool}`);
const setMobile = (person: number, mobile: string | null) =>
  env.deps.db.db.execute(sql`update masterdata.persons set mobile = ${mobile} where id = ${person}`);

describe('REQ-DATA-08 / REQ-DATA-10: mails and text messages are kept on the request and logged', () => {
  let number: number;
  let iris: number;
  beforeAll(async () => {
    iris = ids.person('invaller@demo.invalpool.nl');
    await setSms(true);
    await setMobile(iris, '06-12345678');
    number = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-21': [1] });
    const res = await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [iris] } });
    expect(res.status).toBe(201);
  });
  afterAll(() => setSms(false));

  it('REQ-DATA-08 writes email_sent and sms_sent after the invitation, by the planner', async () => {
    const entries = await timeline(number);
    const events = entries.map((e) => e.event).reverse();
    expect(events).toEqual(expect.arrayContaining(['invitation_opened', 'email_sent', 'sms_sent']));
    const mail = entries.find((e) => e.event === 'email_sent')!;
    expect(mail.data.message).toMatchObject({ channel: 'mail', subject: expect.stringContaining('Het Kompas') });
    expect(entries.find((e) => e.event === 'sms_sent')!.data.message).toEqual({ channel: 'sms', recipient: '+31612345678', subject: '' });
    // the timeline names the message; its text is read through the message call
    expect(JSON.stringify(mail)).not.toContain('body');
  });

  it('REQ-DATA-10 answers a kept mail with its text for the mail preview, its link hidden', async () => {
    const entry = (await timeline(number)).find((e) => e.event === 'email_sent')!;
    const res = await message(number, entry.id);
    expect(res.status).toBe(200);
    const view = res.body.data as RequestMessageView;
    expect(view).toMatchObject({ id: entry.id, channel: 'mail', recipient: entry.data.message!.recipient, sent_at: entry.at });
    expect(view.text).toContain('[hidden]');
    expect(view.text).not.toMatch(/[0-9a-f]{32}/);
    const sms = (await timeline(number)).find((e) => e.event === 'sms_sent')!;
    expect((await message(number, sms.id)).body.data.text).toMatch(
      /^Invalpool: uitnodiging Het Kompas, 21-06-2027 ochtend\. Antwoord via \[hidden\]$/,
    );
  });

  it('REQ-DATA-10 answers 404 for an entry that is no message, a message of another request, or another pool', async () => {
    const entries = await timeline(number);
    const created = entries.find((e) => e.event === 'created')!;
    expect((await message(number, created.id)).body.meta.messages[0].message).toBe('The message could not be found.');
    expect((await message(number, created.id)).status).toBe(404);
    const other = await newKompasRequest(env, token, ids, ids.teachers[1]!, { '2027-06-22': [1] });
    const mail = entries.find((e) => e.event === 'email_sent')!;
    expect((await message(other, mail.id)).status).toBe(404);
    const noord = await env.token(env.pools.noord, RIGHTS);
    expect((await message(number, mail.id, noord)).status).toBe(404);
  });

  it('REQ-DATA-10 asks the timeline right and a valid entry id', async () => {
    const mail = (await timeline(number)).find((e) => e.event === 'email_sent')!;
    const without = await env.token(pool, OfferRights.invitation.all);
    expect((await message(number, mail.id, without)).status).toBe(403);
    expect((await message(number, 'abc')).status).toBe(422);
  });
});

describe('REQ-DATA-08: reservation_opened', () => {
  it('REQ-DATA-08 logs reservation_opened by the person the first time the public page opens an open reservation', async () => {
    const mailbox = offerMailbox(env);
    const jan = ids.person('jan.jansen@demo.invalpool.nl');
    const number = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-25': [1] });
    expect((await env.server.call('POST', `/api/request/${number}/reservation`, { token, body: { person: jan } })).status).toBe(201);
    const answer = answerCalls(env);
    const link = await mailbox.tokenOf('reservation', jan);
    expect((await answer.show('reservation', link)).status).toBe(200);
    expect((await answer.show('reservation', link)).status).toBe(200);
    const opened = (await timeline(number)).filter((e) => e.event === 'reservation_opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.author.username).toBe(`person:${jan}`);
    expect(opened[0]!.data.person).toMatchObject({ id: jan });
  });

  it('REQ-DATA-08 logs nothing when an invitation page opens (invitation_opened is its sending)', async () => {
    const mailbox = offerMailbox(env);
    const jan = ids.person('jan.jansen@demo.invalpool.nl');
    const number = await newKompasRequest(env, token, ids, ids.teachers[1]!, { '2027-06-24': [2] });
    await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [jan] } });
    await answerCalls(env).show('invitation', await mailbox.tokenOf('invitation', jan));
    expect((await timeline(number)).filter((e) => e.event === 'invitation_opened')).toHaveLength(1);
  });
});

describe('MD-SET-08: the sickness notification', () => {
  const choose = (branch: number | null, value: string | null) =>
    env.deps.db.withSystem(async (tx) => {
      await tx.execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'send_sickness_notification'`);
      await tx.execute(sql`delete from masterdata.branch_settings where pool_id = ${pool} and code = 'send_sickness_notification'`);
      if (value === null) return;
      await tx.execute(
        branch === null
          ? sql`insert into masterdata.pool_settings (pool_id, code, value, updated_at) values (${pool}, 'send_sickness_notification', ${JSON.stringify(value)}::jsonb, now())`
          : sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value, updated_at) values (${pool}, ${branch}, 'send_sickness_notification', ${JSON.stringify(value)}::jsonb, now())`,
      );
    });
  const sickness = async (extra: Record<string, unknown> = {}) => {
    const number = await newKompasRequest(env, token, ids, ids.teachers[2]!, { '2027-06-28': [1, 2], '2027-06-29': [1] }, extra);
    return (await timeline(number)).filter((e) => e.event === 'email_sent' && e.data.message?.subject.startsWith('Ziekmelding'));
  };
  const KOMPAS_MAIL = 'administratie@kompas.test';

  beforeAll(() =>
    env.deps.db.withSystem((tx) => tx.execute(sql`update masterdata.branches set email = ${KOMPAS_MAIL} where id = ${ids.kompas}`)),
  );
  afterAll(() => choose(null, null));

  it("MD-SET-08 mails the school the absence by the branch's choice and the maker's tick, and keeps it on the request's timeline", async () => {
    // without a stored choice (default_off) only a tick sends it
    await choose(null, null);
    expect(await sickness()).toHaveLength(0);
    const [ticked] = await sickness({ send_sickness_notification: true });
    expect(ticked!.data.message).toMatchObject({ channel: 'mail', recipient: KOMPAS_MAIL });
    expect(ticked!.data.message!.subject).toContain('Het Kompas');
    // default_on: sent unless unticked
    await choose(null, 'default_on');
    expect(await sickness()).toHaveLength(1);
    expect(await sickness({ send_sickness_notification: false })).toHaveLength(0);
    // the branch's own choice wins over the pool's: always_on ignores the untick, off the tick
    await choose(ids.kompas, 'always_on');
    expect(await sickness({ send_sickness_notification: false })).toHaveLength(1);
    await choose(ids.kompas, 'off');
    expect(await sickness({ send_sickness_notification: true })).toHaveLength(0);
    // the create stepper reads the branch's choice from the calendar context, to show its tick
    await choose(ids.kompas, 'default_on');
    const context = await env.server.call(
      'GET',
      `/api/request/calendar-context?branch=${ids.kompas}&schedule=${ids.schedule}&absentee_person=${ids.teachers[2]}`,
      { token },
    );
    expect(context.body.data.sickness_notification).toBe('default_on');
  });

  it('MD-SET-08: the mail names the absentee, the reason and the dates, readable in the mail preview', async () => {
    await choose(null, 'always_on');
    const number = await newKompasRequest(env, token, ids, ids.teachers[3]!, { '2027-06-28': [1] });
    // the school's mail (the branch's planners get one of their own, ADR 0331)
    const entry = (await timeline(number)).find((e) => e.event === 'email_sent' && e.data.message?.recipient === KOMPAS_MAIL)!;
    const res = await message(number, entry.id);
    expect(res.status).toBe(200);
    const view = res.body.data as RequestMessageView;
    expect(view.text).toContain('- 28-06-2027 ochtend');
    expect(view.text).toContain('- 28-06-2027 morning');
    expect(view.text).toContain('is afwezig gemeld bij Het Kompas');
    expect(view.text).toContain('is reported absent at Het Kompas');
    const bad = await env.server.call('POST', '/api/request', {
      token,
      body: {
        branch: ids.kompas,
        schedule: ids.schedule,
        reason_for_absence: ids.reason.ZK,
        absentee_person: ids.teachers[3]!,
        send_sickness_notification: 'yes',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors.send_sickness_notification).toEqual(['The Send sickness notification field must be true or false.']);
  });

  it('MD-SET-08: made as the stepper makes it (the request, then its dayparts), the mail waits for the first add and names its dates and dayparts, once', async () => {
    await choose(null, 'default_off');
    const make = async (tick: boolean) => {
      const res = await env.server.call('POST', '/api/request', {
        token,
        body: {
          branch: ids.kompas,
          schedule: ids.schedule,
          reason_for_absence: ids.reason.ZK,
          absentee_person: ids.teachers[4]!,
          send_sickness_notification: tick,
          template_alias: 'create',
        },
      });
      expect(res.status).toBe(201);
      return res.body.data.id as number;
    };
    const add = async (number: number, dayparts: Record<string, number[]>, reason?: number) => {
      const res = await env.server.call('POST', `/api/request/${number}/dates`, { token, body: { action: 'add', dayparts, reason } });
      expect(res.status).toBe(200);
    };
    // the school's mails (the branch's planners get one of their own at the first add, ADR 0331)
    const mails = async (number: number) =>
      (await timeline(number)).filter((e) => e.event === 'email_sent' && e.data.message?.recipient === KOMPAS_MAIL);

    const number = await make(true);
    // no dates yet: nothing is sent
    expect(await mails(number)).toHaveLength(0);
    await add(number, { '2027-07-06': [2], '2027-07-05': [1, 2] });
    const [sent] = await mails(number);
    expect(sent!.data.message).toMatchObject({ channel: 'mail', recipient: KOMPAS_MAIL });
    const view = (await message(number, sent!.id)).body.data as RequestMessageView;
    expect(view.text).toContain('Afwezig op:\n- 05-07-2027 ochtend en middag\n- 06-07-2027 middag');
    expect(view.text).toContain('Absent on:\n- 05-07-2027 morning and afternoon\n- 06-07-2027 afternoon');
    // a later add sends no second notification
    await add(number, { '2027-07-07': [1] }, ids.daypartReason.add);
    expect(await mails(number)).toHaveLength(1);

    // unticked (default_off), the first add sends nothing either
    const quiet = await make(false);
    await add(quiet, { '2027-07-05': [1] });
    expect(await mails(quiet)).toHaveLength(0);
  });
});
