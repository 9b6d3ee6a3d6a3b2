import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { offerAddress, OfferRights, Permission as P, ExtraPermission as E, type InboxItem, type OfferView } from '@app/contracts';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';
import { answerCalls, newKompasRequest, offerMailbox } from './offers-testing';

let env: StaffingEnv;
let ids: DemoIds;
let planner: string;
let pool: number;
let mailbox: ReturnType<typeof offerMailbox>;
let answer: ReturnType<typeof answerCalls>;
let iris: number;
let jan: number;
let irisInbox: string;

const PLANNER = [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all];
const KOMPAS_PHONE = '010-1234567';

beforeAll(async () => {
  env = await startStaffing();
  pool = env.pools.demo;
  ids = await env.ids(pool);
  planner = await env.token(pool, PLANNER);
  mailbox = offerMailbox(env);
  answer = answerCalls(env);
  iris = ids.person('invaller@demo.invalpool.nl');
  jan = ids.person('jan.jansen@demo.invalpool.nl');
  irisInbox = await env.token(pool, [P.INBOX_VIEW, E.INVITATION_REPLY, E.RESERVATION_REPLY], {
    person_id: iris,
    view_entire_pool: false,
    branch_id: null,
  });
  await env.deps.db.withSystem((tx) => tx.execute(sql`update masterdata.branches set phone = ${KOMPAS_PHONE} where id = ${ids.kompas}`));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

const newRequest = (teacher: number, dates: Record<string, number[]>) => newKompasRequest(env, planner, ids, teacher, dates);
const invite = async (number: number, persons: number[], message?: string) => {
  const res = await env.server.call('POST', `/api/request/${number}/invitation`, {
    token: planner,
    body: { persons, ...(message ? { message } : {}) },
  });
  expect(res.status).toBe(201);
  return res.body.data as OfferView[];
};
const reserve = async (number: number, person: number) => {
  const res = await env.server.call('POST', `/api/request/${number}/reservation`, { token: planner, body: { person } });
  expect(res.status).toBe(201);
  return (res.body.data as OfferView[])[0]!;
};
const inboxOf = async (token: string) => {
  const res = await env.server.call('GET', '/api/inbox', { token });
  expect(res.status).toBe(200);
  return res.body.data as InboxItem[];
};

describe('the inbox items (INBOX-01)', () => {
  it('INBOX-01: invitations and reservations merged newest first, each with its token and created_at', async () => {
    const first = await newRequest(ids.teachers[4]!, { '2027-06-21': [1] });
    const second = await newRequest(ids.teachers[5]!, { '2027-06-22': [1] });
    const third = await newRequest(ids.teachers[6]!, { '2027-06-23': [1] });
    const invited = (await invite(first, [iris, jan])).find((o) => o.person.id === iris)!;
    const invitationToken = await mailbox.tokenOf('invitation', iris);
    const reserved = await reserve(second, iris);
    const reservationToken = await mailbox.tokenOf('reservation', iris);
    const later = (await invite(third, [iris])).find((o) => o.person.id === iris)!;

    const items = await inboxOf(irisInbox);
    // the demo gives invaller items too: all of them, merged, newest first
    const order = items.map((i) => [Date.parse(i.created_at), i.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    const ours = items.filter((i) => [first, second, third].includes(i.request.id));
    expect(ours.map((i) => [i.kind, i.id])).toEqual([
      ['invitation', later.id],
      ['reservation', reserved.id],
      ['invitation', invited.id],
    ]);
    expect(ours.every((i) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(i.created_at))).toBe(true);
    // the token is the mailed link's, and opens the same offer on the public page
    expect(ours.find((i) => i.id === invited.id)!.token).toBe(invitationToken);
    expect(ours.find((i) => i.id === reserved.id)!.token).toBe(reservationToken);
    const shown = await answer.show('reservation', reservationToken);
    expect(shown.status).toBe(200);
    expect(shown.body.data.id).toBe(reserved.id);
    // nothing but the hash and the sealed copy is stored: the table holds no token in the clear
    const [row] = await rowsOf<{ token_hash: string; token_sealed: string }>(
      env.deps.db.db,
      sql`select token_hash, token_sealed from staffing.offers where id = ${reserved.id}`,
    );
    expect(`${row!.token_hash} ${row!.token_sealed}`).not.toContain(reservationToken);
  });

  it("INBOX-01: another person's token is never named, and another pool's caller sees none of the items", async () => {
    const number = await newRequest(ids.teachers[7]!, { '2027-06-24': [1] });
    const offers = await invite(number, [iris, jan]);
    const jans = offers.find((o) => o.person.id === jan)!;
    const jansToken = await mailbox.tokenOf('invitation', jan);
    const mine = await inboxOf(irisInbox);
    expect(mine.map((i) => i.id)).not.toContain(jans.id);
    expect(JSON.stringify(mine)).not.toContain(jansToken);
    // a planner with an inbox and no person of their own: no items, no tokens
    const plannerInbox = await env.token(pool, [P.INBOX_VIEW], { person_id: null });
    expect(await inboxOf(plannerInbox)).toEqual([]);
    // the same person id signed in to another pool
    const elsewhere = await env.token(env.pools.noord, [P.INBOX_VIEW, E.INVITATION_REPLY], {
      person_id: iris,
      view_entire_pool: false,
      branch_id: null,
    });
    const theirs = await inboxOf(elsewhere);
    expect(theirs.map((i) => i.id)).not.toContain(offers[0]!.id);
    expect(JSON.stringify(theirs)).not.toContain(jansToken);
    const approve = await env.server.call('PUT', '/api/invitation/approve', {
      token: elsewhere,
      body: { id: offers[0]!.id, type: 'invitation' },
    });
    expect(approve.status).toBe(404);
  });

  it("INBOX-01: an acceptance proposed to the school shows in the school's inbox without the substitute's token", async () => {
    const setPolicy = (value: string | null) =>
      env.deps.db.withSystem((tx) =>
        tx.execute(
          value === null
            ? sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'propose_to_school'`
            : sql`insert into masterdata.pool_settings (pool_id, code, value) values (${pool}, 'propose_to_school', ${JSON.stringify(value)}::jsonb)
                on conflict (pool_id, code) do update set value = excluded.value`,
        ),
      );
    await setPolicy('always');
    try {
      const school = await env.token(pool, [P.INBOX_VIEW, P.REQUEST_CREATE, P.REQUEST_VIEW], {
        view_entire_pool: false,
        branch_id: ids.kompas,
      });
      const substitute = ids.teachers[40]!;
      const number = await newRequest(ids.teachers[41]!, { '2027-06-25': [1] });
      const [offer] = await invite(number, [substitute]);
      const token = await mailbox.tokenOf('invitation', substitute);
      expect((await answer.accept('invitation', token)).body.data.state).toBe('wait_for_deny');
      const item = (await inboxOf(school)).find((i) => i.id === offer!.id)!;
      expect(item).toMatchObject({ state: 'wait_for_deny', token: null });
    } finally {
      await setPolicy(null);
    }
  });
});

describe('the offer view (INV-RULE-05)', () => {
  it("INV-RULE-05: an item carries the spec's fields, the school's phone among them, in the inbox, the list and the public page", async () => {
    const number = await newRequest(ids.teachers[8]!, { '2027-06-28': [1, 2], '2027-06-29': [1] });
    await invite(number, [iris], 'Groep 5, graag!');
    const token = await mailbox.tokenOf('invitation', iris);
    const item = (await inboxOf(irisInbox)).find((i) => i.request.id === number)!;
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'kind',
        'state',
        'branch',
        'request',
        'request_dates',
        'person',
        'schedule',
        'week_schedule',
        'duration',
        'remark',
        'message',
        'expiration_date',
        'phone',
        'created_at',
        'token',
      ].sort(),
    );
    expect(Object.keys(item.branch).sort()).toEqual(
      ['name', 'address_line1', 'address_line2', 'address_street', 'address_number', 'postal_code', 'city'].sort(),
    );
    expect(item).toMatchObject({
      state: 'open',
      request: { id: number, start_date: '2027-06-28' },
      request_dates: [
        { date: '2027-06-28', daypart: 1 },
        { date: '2027-06-28', daypart: 2 },
        { date: '2027-06-29', daypart: 1 },
      ],
      branch: { name: 'Het Kompas' },
      person: { id: iris },
      message: 'Groep 5, graag!',
      remark: null,
      phone: KOMPAS_PHONE,
      token,
    });
    expect(item.person.full_name).not.toBe('');
    expect(item.schedule.name).not.toBe('');
    expect(item.week_schedule.segments.length).toBeGreaterThan(0);
    expect(item.duration).toBeGreaterThan(0);
    expect(Date.parse(item.expiration_date)).toBeGreaterThan(Date.parse(item.created_at));

    const shown = (await answer.show('invitation', token)).body.data as OfferView;
    expect(shown).toMatchObject({ id: item.id, phone: KOMPAS_PHONE });
    expect(shown).not.toHaveProperty('token');
    const listed = (await env.server.call('GET', `/api/invitation?itemsPerPage=-1`, { token: planner })).body.data as OfferView[];
    expect(listed.find((o) => o.id === item.id)).toMatchObject({ phone: KOMPAS_PHONE });
    expect(listed.find((o) => o.id === item.id)).not.toHaveProperty('token');
  });

  it("INV-RULE-05: the address lines are made of the branch's address, and null where it has none", async () => {
    const address = (street: string | null, number: string | null, postal: string | null, city: string | null) =>
      env.deps.db.withSystem((tx) =>
        tx.execute(
          sql`update masterdata.branches set street = ${street}, number = ${number}, postal_code = ${postal}, city = ${city} where id = ${ids.kompas}`,
        ),
      );
    const before = (
      await env.deps.db.withSystem((tx) =>
        rowsOf<{ street: string | null; number: string | null; postal_code: string | null; city: string | null }>(
          tx,
          sql`select street, number, postal_code, city from masterdata.branches where id = ${ids.kompas}`,
        ),
      )
    )[0]!;
    try {
      await address('Kerkstraat', '12', '3511 AB', 'Utrecht');
      const number = await newRequest(ids.teachers[10]!, { '2027-07-01': [1] });
      const [offer] = await invite(number, [iris]);
      expect(offer!.branch).toMatchObject({
        address_line1: 'Kerkstraat 12',
        address_line2: '3511 AB Utrecht',
        address_street: 'Kerkstraat',
        address_number: '12',
        postal_code: '3511 AB',
        city: 'Utrecht',
      });
      const item = (await inboxOf(irisInbox)).find((i) => i.id === offer!.id)!;
      expect(item.branch).toMatchObject({ address_line1: 'Kerkstraat 12', address_line2: '3511 AB Utrecht' });
      expect(offerAddress(item)).toBe('Kerkstraat 12, 3511 AB Utrecht');

      await address(null, null, null, 'Utrecht');
      const shown = (await answer.show('invitation', await mailbox.tokenOf('invitation', iris))).body.data as OfferView;
      expect(shown.branch).toMatchObject({ address_line1: null, address_line2: 'Utrecht' });
    } finally {
      await address(before.street, before.number, before.postal_code, before.city);
    }
  });

  it("MD-SET-08: contact_details_shown hides the school's phone in the offer unless it shows both or the phone only, the branch's own choice first", async () => {
    const number = await newRequest(ids.teachers[11]!, { '2027-07-02': [1] });
    const [offer] = await invite(number, [iris]);
    const token = await mailbox.tokenOf('invitation', iris);
    const phones = async () => ({
      inbox: (await inboxOf(irisInbox)).find((i) => i.id === offer!.id)!.phone,
      page: ((await answer.show('invitation', token)).body.data as OfferView).phone,
      list: ((await env.server.call('GET', `/api/invitation?itemsPerPage=-1`, { token: planner })).body.data as OfferView[]).find(
        (o) => o.id === offer!.id,
      )!.phone,
    });
    const choose = (branch: number | null, value: string) =>
      env.deps.db.withSystem((tx) =>
        branch === null
          ? tx.execute(
              sql`insert into masterdata.pool_settings (pool_id, code, value, updated_at) values (${pool}, 'contact_details_shown', ${JSON.stringify(value)}::jsonb, now())`,
            )
          : tx.execute(
              sql`insert into masterdata.branch_settings (pool_id, branch_id, code, value, updated_at) values (${pool}, ${branch}, 'contact_details_shown', ${JSON.stringify(value)}::jsonb, now())`,
            ),
      );
    const clear = () =>
      env.deps.db.withSystem(async (tx) => {
        await tx.execute(sql`delete from masterdata.pool_settings where pool_id = ${pool} and code = 'contact_details_shown'`);
        await tx.execute(sql`delete from masterdata.branch_settings where pool_id = ${pool} and code = 'contact_details_shown'`);
      });
    const all = (phone: string | null) => ({ inbox: phone, page: phone, list: phone });
    try {
      expect(await phones()).toEqual(all(KOMPAS_PHONE));
      await choose(null, 'email_only');
      expect(await phones()).toEqual(all(null));
      await choose(ids.kompas, 'phone_only');
      expect(await phones()).toEqual(all(KOMPAS_PHONE));
      await clear();
      await choose(null, 'phone_only');
      await choose(ids.kompas, 'none');
      expect(await phones()).toEqual(all(null));
    } finally {
      await clear();
    }
  });

  it('INV-RULE-05: a branch without a phone answers null', async () => {
    await env.deps.db.withSystem((tx) => tx.execute(sql`update masterdata.branches set phone = '' where id = ${ids.kompas}`));
    try {
      const number = await newRequest(ids.teachers[9]!, { '2027-06-30': [1] });
      const [offer] = await invite(number, [jan]);
      expect(offer!.phone).toBeNull();
    } finally {
      await env.deps.db.withSystem((tx) =>
        tx.execute(sql`update masterdata.branches set phone = ${KOMPAS_PHONE} where id = ${ids.kompas}`),
      );
    }
  });
});
