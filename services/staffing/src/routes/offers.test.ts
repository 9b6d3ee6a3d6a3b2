import { sql } from 'drizzle-orm';
import { channels, offerDuration, OfferRights, Permission as P, ExtraPermission as E, type OfferView } from '@app/contracts';
import { rowsOf, type BusEvent } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox } from './offers-testing';

let env: StaffingEnv;
let ids: DemoIds;
let token: string;
let pool: number;
let mailbox: ReturnType<typeof offerMailbox>;
let answer: ReturnType<typeof answerCalls>;
const events: BusEvent[] = [];
const PLANNER = [
  ...PLANNER_RIGHTS,
  ...OfferRights.invitation.all,
  ...OfferRights.invitation.cancel,
  ...OfferRights.reservation.all,
  ...OfferRights.reservation.cancel,
];

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  token = await env.token(pool, PLANNER);
  mailbox = offerMailbox(env);
  answer = answerCalls(env);
  env.deps.bus.subscribe((event) => events.push(event));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const newRequest = (teacher: number, dates: Record<string, number[]>) => newKompasRequest(env, token, ids, teacher, dates);
const invite = (number: number, persons: number[], message?: string) =>
  env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons, ...(message ? { message } : {}) } });
const reserve = (number: number, person: number) =>
  env.server.call('POST', `/api/request/${number}/reservation`, { token, body: { person } });
const dayparts = async (number: number) =>
  (await env.server.call('GET', `/api/request/${number}/dayparts`, { token })).body.data.dayparts.map(
    (d: { date: string; daypart: number; state: string; person?: { id: number } | null }) => `${d.date}/${d.daypart} ${d.state}`,
  );
const timeline = async (number: number) =>
  (
    (await env.server.call('GET', `/api/request/${number}/timeline`, { token })).body.data as {
      event: string;
      author: { full_name: string };
    }[]
  )
    .map((e) => e.event)
    .reverse();

const sub = (email: string) => ids.person(email);

describe('invite several, then the first accept plans and closes the rest (INV-RULE-01, INV-RULE-04)', () => {
  let number: number;
  let iris: number;
  let jan: number;
  beforeAll(async () => {
    number = await newRequest(ids.teachers[0]!, { '2027-06-14': [1, 2] });
    iris = sub('invaller@demo.invalpool.nl');
    jan = sub('jan.jansen@demo.invalpool.nl');
  });

  it('invites, marks the dayparts invited, logs each and mails each the public link', async () => {
    const res = await invite(number, [iris, jan], 'Groep 5, graag!');
    expect(res.status).toBe(201);
    const views = res.body.data as OfferView[];
    expect(views.map((v) => [v.kind, v.state, v.person.id])).toEqual([
      ['invitation', 'open', iris],
      ['invitation', 'open', jan],
    ]);
    expect(views[0]).toMatchObject({
      request: { id: number, start_date: '2027-06-14' },
      request_dates: [
        { date: '2027-06-14', daypart: 1 },
        { date: '2027-06-14', daypart: 2 },
      ],
      branch: { name: 'Het Kompas' },
      message: 'Groep 5, graag!',
      // 24 hours after it was sent (the test clock's now)
      expiration_date: '2026-11-19T09:00:00.000Z',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/token/);
    expect(await dayparts(number)).toEqual(['2027-06-14/1 invited', '2027-06-14/2 invited']);
    expect(await timeline(number)).toEqual(expect.arrayContaining(['invitation_opened', 'invitation_opened']));
    const token = await mailbox.tokenOf('invitation', iris);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const mail = (await mailbox.mails()).find((m) => m.link?.endsWith(token))!;
    expect(mail.link).toBe(`${env.deps.config.PUBLIC_URL.replace(/\/+$/, '')}/invitation/confirm/${token}`);
    // the stored text holds the placeholder; the sender fills the link in at delivery
    expect(mail.text).toContain('{{link}}');
    expect(mail.text).toContain('14-06-2027 ochtend');
  });

  it("refuses a second invitation of the same person: 'The person has already been invited for this request.'", async () => {
    const res = await invite(number, [jan]);
    expect(res.status).toBe(422);
    expect(res.body.meta.errors.persons).toEqual(['The person has already been invited for this request.']);
  });

  it('shows the offer on its public link without a login; a token that opens nothing is 406', async () => {
    const shown = await answer.show('invitation', await mailbox.tokenOf('invitation', iris));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ state: 'open', person: { id: iris }, schedule: { name: 'Groep 1 t/m 8' } });
    const unknown = await answer.show('invitation', '0'.repeat(32));
    expect(unknown.status).toBe(406);
    expect(unknown.body.meta.messages[0].message).toBe('The invitation could not be found.');
    // an invitation's token does not open a reservation
    expect((await answer.show('reservation', await mailbox.tokenOf('invitation', iris))).status).toBe(406);
  });

  it('plans the first to accept on every daypart; the other is told it is filled, live and on the timeline', async () => {
    events.length = 0;
    const first = await answer.accept('invitation', await mailbox.tokenOf('invitation', iris));
    expect(first.status).toBe(200);
    expect(first.body.data.state).toBe('accepted');
    expect(await dayparts(number)).toEqual(['2027-06-14/1 planned', '2027-06-14/2 planned']);
    const late = await answer.accept('invitation', await mailbox.tokenOf('invitation', jan));
    expect(late.status).toBe(409);
    expect(late.body.meta.messages[0].message).toBe('The request has already been filled or cancelled.');
    expect((await answer.show('invitation', await mailbox.tokenOf('invitation', jan))).body.data.state).toBe('cancelled');
    // the other invitee is told by mail; the winner is not
    expect(await mailbox.templatesTo(jan)).toEqual(['staffing.invitation', 'staffing.invitation.closed']);
    expect(await mailbox.templatesTo(iris)).toEqual(['staffing.invitation']);
    const again = await answer.accept('invitation', await mailbox.tokenOf('invitation', iris));
    expect(again.body.meta.messages[0].message).toBe('The invitation has already been accepted.');
    // the closed-offer mail to the other invitee is kept on the timeline last (REQ-DATA-08)
    expect((await timeline(number)).slice(-5)).toEqual([
      'invitation_accepted',
      'substitute_planned',
      'invitation_cancelled',
      'request_closed',
      'email_sent',
    ]);
    const changed = events.filter((e) => e.channel === channels.requestChanged(pool));
    expect(changed.map((e) => e.payload)).toEqual([{ id: number, action: 'plan' }]);
    // heard by the substitutes it concerns (the planned one and the one who was invited too), not by others
    expect(changed[0]!.audience!.persons).toEqual([iris, jan].sort((x, y) => x - y));
    const request = await env.server.call('GET', `/api/request/${number}`, { token });
    expect(request.body.data).toMatchObject({ planned_dayparts: 2, open_dayparts: 0 });
  });
});

describe('deny, expiry and cancel (INV-STATE-03, INV-CONF-09)', () => {
  let number: number;
  const [a, b, c] = [0, 1, 2];
  let persons: number[];
  beforeAll(async () => {
    number = await newRequest(ids.teachers[1]!, { '2027-06-15': [1] });
    persons = [ids.teachers[10]!, ids.teachers[11]!, ids.teachers[12]!];
    expect((await invite(number, persons)).status).toBe(201);
  });

  it('keeps the remark of a denial and answers the state-keyed text after it', async () => {
    const t = await mailbox.tokenOf('invitation', persons[a]!);
    const denied = await answer.deny('invitation', t, 'Ik werk die dag al');
    expect(denied.status).toBe(200);
    expect(denied.body.data).toMatchObject({ state: 'denied', remark: 'Ik werk die dag al' });
    expect((await answer.accept('invitation', t)).body.meta.messages[0].message).toBe('The invitation has already been denied.');
    // another invitee still waits: the daypart stays invited
    expect(await dayparts(number)).toEqual(['2027-06-15/1 invited']);
  });

  it('lets a planner cancel an open invitation, once', async () => {
    const list = await env.server.call('GET', `/api/invitation?filters[request][]=${number}&filters[state][]=open`, { token });
    expect(list.status).toBe(200);
    const open = (list.body.data as OfferView[]).find((v) => v.person.id === persons[b])!;
    // another planner holding the request's lock keeps it from being changed (ADR 0032)
    const other = await env.token(pool, PLANNER, { username: 'other-planner', person_name: 'Olga Other' });
    expect((await env.server.call('POST', `/api/request/${number}/lock`, { token: other })).status).toBe(200);
    const whileLocked = await env.server.call('PUT', `/api/invitation/${open.id}/cancel`, { token });
    expect(whileLocked.status).toBe(423);
    expect(whileLocked.body.meta.messages[0].message).toBe('The request is locked by Olga Other.');
    expect((await env.server.call('DELETE', `/api/request/${number}/lock`, { token: other })).status).toBe(200);
    const cancelled = await env.server.call('PUT', `/api/invitation/${open.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe('cancelled');
    const twice = await env.server.call('PUT', `/api/invitation/${open.id}/cancel`, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.meta.messages[0].message).toBe('Only an open item can be cancelled.');
    expect(await mailbox.templatesTo(persons[b]!)).toEqual(['staffing.invitation', 'staffing.invitation.closed']);
    expect((await answer.accept('invitation', await mailbox.tokenOf('invitation', persons[b]!))).body.meta.messages[0].message).toBe(
      'The request has already been filled or cancelled.',
    );
  });

  it('shows an offer past its expiration as expired and refuses its answer', async () => {
    const t = await mailbox.tokenOf('invitation', persons[c]!);
    const start = env.deps.clock.now();
    env.deps.clock.advance(25 * 3_600_000);
    try {
      expect((await answer.show('invitation', t)).body.data.state).toBe('expired');
      const late = await answer.accept('invitation', t);
      expect(late.status).toBe(409);
      expect(late.body.meta.messages[0].message).toBe('The invitation has expired.');
    } finally {
      env.deps.clock.set(start);
    }
    // read as the planner (whose access token lasts an hour) once the clock is back
    expect(await timeline(number)).toContain('invitation_expired');
    expect(await dayparts(number)).toEqual(['2027-06-15/1 open']);
  });
});

describe('reserve one (INV-RULE-03)', () => {
  let number: number;
  let other: number;
  beforeAll(async () => {
    number = await newRequest(ids.teachers[2]!, { '2027-06-17': [1, 2] });
    other = await newRequest(ids.teachers[3]!, { '2027-06-17': [1] });
  });

  it('holds the dayparts for one person; a second reservation is refused; the person is held for other requests', async () => {
    const first = await reserve(number, ids.teachers[20]!);
    expect(first.status).toBe(201);
    expect(await dayparts(number)).toEqual(['2027-06-17/1 reserved', '2027-06-17/2 reserved']);
    const second = await reserve(number, ids.teachers[21]!);
    expect(second.status).toBe(422);
    expect(second.body.meta.errors.person).toEqual(['The request already has an open reservation.']);
    const elsewhere = await reserve(other, ids.teachers[20]!);
    expect(elsewhere.body.meta.errors.person).toEqual(['The person is reserved for another request on: 17-06-2027 (1)']);
    // an invitee cannot take a reserved daypart
    expect((await invite(number, [ids.teachers[22]!])).body.meta.errors.dayparts).toEqual(['The request has no open dayparts to offer.']);
  });

  it('a denied reservation frees the dayparts; an accepted one plans the person', async () => {
    const t = await mailbox.tokenOf('reservation', ids.teachers[20]!);
    expect((await answer.deny('reservation', t)).body.data.state).toBe('denied');
    expect((await answer.deny('reservation', t)).body.meta.messages[0].message).toBe('The reservation has already been denied.');
    expect(await dayparts(number)).toEqual(['2027-06-17/1 open', '2027-06-17/2 open']);
    expect((await reserve(number, ids.teachers[21]!)).status).toBe(201);
    const accepted = await answer.accept('reservation', await mailbox.tokenOf('reservation', ids.teachers[21]!));
    expect(accepted.body.data.state).toBe('accepted');
    expect(await dayparts(number)).toEqual(['2027-06-17/1 planned', '2027-06-17/2 planned']);
    expect(await timeline(number)).toEqual(expect.arrayContaining(['reservation_sent', 'reservation_denied', 'reservation_accepted']));
  });
});

describe('a partly free person (the plan rule on offers)', () => {
  const plan = (number: number, dates: Record<string, number[]>, person: number) =>
    env.server.call('POST', `/api/request/${number}/dates`, { token, body: { action: 'plan', dayparts: dates, person } });

  it('is offered the dayparts they are free on, and an accept plans them there; free on none is refused', async () => {
    const person = ids.teachers[30]!;
    const elsewhere = await newRequest(ids.teachers[31]!, { '2027-06-21': [1] });
    expect((await plan(elsewhere, { '2027-06-21': [1] }, person)).status).toBe(200);
    const number = await newRequest(ids.teachers[32]!, { '2027-06-21': [1, 2] });
    expect((await invite(number, [person])).status).toBe(201);
    expect(await dayparts(number)).toEqual(['2027-06-21/1 open', '2027-06-21/2 invited']);
    const accepted = await answer.accept('invitation', await mailbox.tokenOf('invitation', person));
    expect(accepted.body.data.state).toBe('accepted');
    expect(await dayparts(number)).toEqual(['2027-06-21/1 open', '2027-06-21/2 planned']);
    const none = await newRequest(ids.teachers[33]!, { '2027-06-21': [1] });
    expect((await invite(none, [person])).body.meta.errors.persons).toEqual(['The person is already planned on: 21-06-2027 (1)']);
  });

  it('takes on accept only the dayparts still free then (planned elsewhere meanwhile)', async () => {
    const person = ids.teachers[34]!;
    const number = await newRequest(ids.teachers[35]!, { '2027-06-22': [1, 2] });
    expect((await invite(number, [person])).status).toBe(201);
    const elsewhere = await newRequest(ids.teachers[36]!, { '2027-06-22': [2] });
    expect((await plan(elsewhere, { '2027-06-22': [2] }, person)).status).toBe(200);
    expect((await answer.accept('invitation', await mailbox.tokenOf('invitation', person))).body.data.state).toBe('accepted');
    expect(await dayparts(number)).toEqual(['2027-06-22/1 planned', '2027-06-22/2 open']);
  });

  it("is not planned by hand on dayparts another request's open reservation holds", async () => {
    const person = ids.teachers[37]!;
    const holding = await newRequest(ids.teachers[38]!, { '2027-06-23': [1] });
    expect((await reserve(holding, person)).status).toBe(201);
    const number = await newRequest(ids.teachers[39]!, { '2027-06-23': [1] });
    const refused = await plan(number, { '2027-06-23': [1] }, person);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors.person).toEqual(['The person is reserved for another request on: 23-06-2027 (1)']);
  });
});

describe('the lists (INV-RULE-05)', () => {
  it('INV-RULE-05 answers the week schedule segments, the duration of the offered dayparts and the street address', async () => {
    const number = await newRequest(ids.teachers[2]!, { '2027-06-28': [1] });
    const [view] = (await invite(number, [sub('jan.jansen@demo.invalpool.nl')])).body.data as OfferView[];
    const [branch] = await rowsOf<{ street: string | null; postal_code: string | null }>(
      env.deps.db.db,
      sql`select street, postal_code from masterdata.branches where id = ${ids.kompas}`,
    );
    expect(view!.branch).toMatchObject({ address_street: branch!.street, postal_code: branch!.postal_code });
    const monday = view!.week_schedule.segments.find((s) => s.week_day === 1 && s.daypart === 1)!;
    expect(monday.start_work_time).toMatch(/^\d\d:\d\d/);
    expect(view!.duration).toBeGreaterThan(0);
    expect(view!.duration).toBe(offerDuration(view!.week_schedule.segments, view!.request_dates));
  });

  it('gives a planner the pool and a substitute with VIEW alone only their own', async () => {
    const iris = sub('invaller@demo.invalpool.nl');
    const all = await env.server.call('GET', '/api/invitation?itemsPerPage=-1', { token });
    expect(all.status).toBe(200);
    expect(new Set((all.body.data as OfferView[]).map((v) => v.person.id)).size).toBeGreaterThan(1);
    const past = await env.server.call('GET', '/api/invitation?page=99&itemsPerPage=25', { token });
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination).toMatchObject({ total: (all.body.data as OfferView[]).length });
    const own = await env.token(pool, [P.INVITATION_VIEW, E.INVITATION_REPLY], {
      person_id: iris,
      view_entire_pool: false,
      branch_id: null,
    });
    const mine = await env.server.call('GET', '/api/invitation?itemsPerPage=-1', { token: own });
    expect(mine.status).toBe(200);
    // the demo's offers to invaller and this file's: only ever their own
    const mineIds = (mine.body.data as OfferView[]).map((v) => v.person.id);
    expect(mineIds.length).toBeGreaterThan(0);
    expect(new Set(mineIds)).toEqual(new Set([iris]));
    expect((await env.server.call('GET', '/api/reservation', { token: own })).status).toBe(403);
    // a person's items (INV-RULE-06): anyone's for a planner, one's own for the person
    const ofIris = await env.server.call('GET', `/api/person/${iris}/invitation`, { token });
    expect(ofIris.status).toBe(200);
    expect(new Set((ofIris.body.data as OfferView[]).map((v) => v.person.id))).toEqual(new Set([iris]));
    expect(ofIris.body.meta.pagination).toMatchObject({ total: mineIds.length });
    expect((await env.server.call('GET', `/api/person/${iris}/invitation`, { token: own })).body.data).toEqual(mine.body.data);
    const jan = sub('jan.jansen@demo.invalpool.nl');
    const others = await env.server.call('GET', `/api/person/${jan}/invitation`, { token: own });
    expect(others.status).toBe(404);
  });
});

describe('the inbox (INBOX-01..06)', () => {
  it("lists one's own open items newest first; Approve accepts and Deny denies them; another's is not found", async () => {
    const iris = sub('invaller@demo.invalpool.nl');
    const own = await env.token(pool, [P.INBOX_VIEW, E.INVITATION_REPLY, E.RESERVATION_REPLY], {
      person_id: iris,
      view_entire_pool: false,
      branch_id: null,
    });
    const first = await newRequest(ids.teachers[4]!, { '2027-06-21': [1] });
    const second = await newRequest(ids.teachers[5]!, { '2027-06-22': [1] });
    const invited = (await invite(first, [iris, ids.teachers[23]!])).body.data as OfferView[];
    expect((await reserve(second, iris)).status).toBe(201);
    // the demo gives invaller offers too: this test reads its own two requests' items among them
    const inbox = async () =>
      ((await env.server.call('GET', '/api/inbox', { token: own })).body.data as OfferView[])
        .filter((v) => v.request.id === first || v.request.id === second)
        .map((v) => [v.kind, v.request.id]);
    expect(await inbox()).toEqual([
      ['reservation', second],
      ['invitation', first],
    ]);
    const count = async () => (await env.server.call('GET', '/api/inbox/count', { token: own })).body.data.count;
    const demoItems = (await env.server.call('GET', '/api/inbox', { token: own })).body.data.length - 2;
    expect(await count()).toBe(demoItems + 2);
    // the badge is kept live on the person's own profile channels, one per kind
    const profileEvents = events.map((e) => e.channel).filter((c) => c.startsWith(`pool/${pool}/profile/`));
    expect(profileEvents).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/profile\/\d+\/invitation$/), expect.stringMatching(/\/profile\/\d+\/reservation$/)]),
    );

    const mine = invited.find((v) => v.person.id === iris)!;
    const approved = await env.server.call('PUT', '/api/invitation/approve', { token: own, body: { id: mine.id, type: 'invitation' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.state).toBe('accepted');
    expect(await dayparts(first)).toEqual(['2027-06-21/1 planned']);
    const again = await env.server.call('PUT', '/api/invitation/approve', { token: own, body: { id: mine.id, type: 'invitation' } });
    expect(again.status).toBe(409);
    expect(again.body.meta.messages[0].message).toBe('The invitation has already been accepted.');
    const others = invited.find((v) => v.person.id !== iris)!;
    const notMine = await env.server.call('PUT', '/api/invitation/deny', { token: own, body: { id: others.id } });
    expect(notMine.status).toBe(404);
    expect(notMine.body.meta.messages[0].message).toBe('The invitation could not be found.');

    const reservation = ((await env.server.call('GET', '/api/inbox', { token: own })).body.data as OfferView[]).find(
      (v) => v.request.id === second,
    )!;
    const denied = await env.server.call('PUT', '/api/reservation/deny', { token: own, body: { id: reservation.id, remark: 'Ziek' } });
    expect(denied.body.data).toMatchObject({ state: 'denied', remark: 'Ziek' });
    expect(await inbox()).toEqual([]);
    expect(await count()).toBe(demoItems);
  });
});

describe('propose_to_school (DOMAIN: wait_for_deny until the school decides)', () => {
  const setPolicy = (value: string | null) =>
    env.deps.db.withSystem((tx) =>
      tx.execute(
        value === null
          ? sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'propose_to_school'`
          : sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'propose_to_school', ${JSON.stringify(value)}::jsonb)
                on conflict (pool_id, code) do update set value = excluded.value`,
      ),
    );
  const decide = (kind: string, id: number, body: Record<string, unknown>, as: string) =>
    env.server.call('PUT', `/api/${kind}/${id}/proposal`, { token: as, body });
  afterAll(() => setPolicy(null));

  it('plans the accepting person and waits for the school, which approves or turns them down with a reason', async () => {
    await setPolicy('always');
    const school = await env.token(pool, [P.INBOX_VIEW, P.REQUEST_CREATE, P.REQUEST_VIEW], {
      view_entire_pool: false,
      branch_id: ids.kompas,
    });
    const elsewhere = await env.token(pool, [P.INBOX_VIEW, P.REQUEST_CREATE], { view_entire_pool: false, branch_id: ids.regenboog });
    const [first, second] = [ids.teachers[40]!, ids.teachers[41]!];
    const number = await newRequest(ids.teachers[42]!, { '2027-06-24': [1, 2] });
    const [offer] = (await invite(number, [first])).body.data as OfferView[];
    // who decides for the school hears of each proposal on the pool's proposal channel (their inbox badge)
    const proposalEvents = () => events.filter((e) => e.channel === channels.poolProposals(pool)).length;
    const before = proposalEvents();
    const accepted = await answer.accept('invitation', await mailbox.tokenOf('invitation', first));
    expect(accepted.body.data.state).toBe('wait_for_deny');
    expect(proposalEvents()).toBe(before + 1);
    expect(await dayparts(number)).toEqual(['2027-06-24/1 planned', '2027-06-24/2 planned']);

    const inbox = async (as: string) =>
      ((await env.server.call('GET', '/api/inbox', { token: as })).body.data as OfferView[]).map((v) => v.id);
    expect(await inbox(school)).toContain(offer!.id);
    expect(await inbox(elsewhere)).not.toContain(offer!.id);
    expect((await decide('invitation', offer!.id, { approve: false }, elsewhere)).status).toBe(404);
    expect((await decide('invitation', offer!.id, { approve: 'nee' }, school)).status).toBe(422);

    const denied = await decide('invitation', offer!.id, { approve: false, remark: 'Kent de groep niet' }, school);
    expect(denied.status).toBe(200);
    expect(denied.body.data).toMatchObject({ state: 'denied', remark: 'Kent de groep niet' });
    expect(proposalEvents()).toBe(before + 2);
    expect(await dayparts(number)).toEqual(['2027-06-24/1 open', '2027-06-24/2 open']);
    expect(await timeline(number)).toEqual(expect.arrayContaining(['proposal_denied', 'substitute_unplanned']));
    const again = await decide('invitation', offer!.id, { approve: true }, school);
    expect(again.status).toBe(409);
    expect(again.body.meta.messages[0].message).toBe('Only an acceptance waiting for the school can be approved or turned down.');

    const [next] = (await invite(number, [second])).body.data as OfferView[];
    await answer.accept('invitation', await mailbox.tokenOf('invitation', second));
    const approved = await decide('invitation', next!.id, { approve: true }, school);
    expect(approved.body.data.state).toBe('accepted');
    expect(await dayparts(number)).toEqual(['2027-06-24/1 planned', '2027-06-24/2 planned']);
    expect(await inbox(school)).not.toContain(next!.id);
  });

  it('applies to long requests only when set so: a short request is accepted at once', async () => {
    await setPolicy('long_requests_only');
    const person = ids.teachers[43]!;
    const number = await newRequest(ids.teachers[44]!, { '2027-06-25': [1] });
    await invite(number, [person]);
    expect((await answer.accept('invitation', await mailbox.tokenOf('invitation', person))).body.data.state).toBe('accepted');
  });

  it("never holds a reservation for the school: it is the planner's own choice", async () => {
    await setPolicy('always');
    const person = ids.teachers[45]!;
    const number = await newRequest(ids.teachers[46]!, { '2027-06-28': [1] });
    expect((await reserve(number, person)).status).toBe(201);
    expect((await answer.accept('reservation', await mailbox.tokenOf('reservation', person))).body.data.state).toBe('accepted');
  });
});

describe('inform_substitute (INV-RULE-07): a person planned by hand hears of it', () => {
  const setInform = (value: string | null) =>
    env.deps.db.withSystem((tx) =>
      tx.execute(
        value === null
          ? sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'inform_substitute'`
          : sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'inform_substitute', ${JSON.stringify(value)}::jsonb)
                on conflict (pool_id, code) do update set value = excluded.value`,
      ),
    );
  const planBy = async (teacher: number, person: number, date: string) => {
    const number = await newRequest(teacher, { [date]: [1] });
    const res = await env.server.call('POST', `/api/request/${number}/dates`, {
      token,
      body: { action: 'plan', dayparts: { [date]: [1] }, person },
    });
    expect(res.status).toBe(200);
  };
  afterAll(() => setInform(null));

  it('always by default, never when set so, on long requests only when set so', async () => {
    await planBy(ids.teachers[0]!, ids.teachers[10]!, '2027-06-29');
    expect(await mailbox.templatesTo(ids.teachers[10]!)).toContain('staffing.planned');
    await setInform('never');
    await planBy(ids.teachers[1]!, ids.teachers[11]!, '2027-06-29');
    await setInform('long_requests_only');
    await planBy(ids.teachers[2]!, ids.teachers[12]!, '2027-06-29');
    expect(await mailbox.templatesTo(ids.teachers[11]!)).not.toContain('staffing.planned');
    expect(await mailbox.templatesTo(ids.teachers[12]!)).not.toContain('staffing.planned');
  });
});

describe('the pool setting offer_expiration_hours', () => {
  it('sets how long an offer stays open', async () => {
    const setting = (query: ReturnType<typeof sql>) => env.deps.db.withSystem((tx) => tx.execute(query));
    await setting(sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'offer_expiration_hours', '48'::jsonb)`);
    try {
      const number = await newRequest(ids.teachers[6]!, { '2027-06-23': [1] });
      const res = await invite(number, [ids.teachers[24]!]);
      expect((res.body.data as OfferView[])[0]!.expiration_date).toBe('2026-11-20T09:00:00.000Z');
    } finally {
      await setting(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'offer_expiration_hours'`);
    }
  });
});
