import { sql } from 'drizzle-orm';
import { APP_DEVICE_CHANNEL, OfferRights } from '@app/contracts';
import { openMessageSecrets, rowsOf } from '@app/service-kit';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';
import { mobileE164, offerNotice } from '../flows/offers-notice';
import { newKompasRequest } from './offers-testing';

let env: StaffingEnv;
/** the outbox rows before this id are of earlier steps */
let since = 0;

beforeAll(async () => {
  env = await startStaffing();
}, SETUP_TIMEOUT_MS);

/** The messages staffing wrote into its outbox since the last `forget`, secrets opened as notify opens them. */
const sent = async () =>
  (
    await rowsOf<{
      id: number;
      pool_id: number;
      channel: string;
      recipient: string;
      subject: string;
      body_text: string;
      template: string;
      sealed_secrets: string | null;
    }>(
      env.deps.db.db,
      sql`select id, pool_id, channel, recipient, subject, body_text, template, sealed_secrets from staffing.outbox where id > ${since} order by id`,
    )
  ).map(({ sealed_secrets, body_text, ...m }) => ({ ...m, text: body_text, secrets: openMessageSecrets(env.deps.config, sealed_secrets) }));
const forget = async () => {
  since = Math.max(since, ...(await sent()).map((m) => Number(m.id)));
};
afterAll(() => env?.close());

const setMobile = (person: number, mobile: string | null) =>
  env.deps.db.db.execute(sql`update masterdata.persons set mobile = ${mobile} where id = ${person}`);
const setSms = (pool: number, on: boolean) => env.deps.db.db.execute(sql`update identity.pools set enable_sms = ${on} where id = ${pool}`);

test('a mobile number is sent in E.164; what is no mobile number is left out', () => {
  expect(mobileE164('06-12345678')).toBe('+31612345678');
  expect(mobileE164('+31 6 1234 5678')).toBe('+31612345678');
  expect(mobileE164('0031 (6) 12345678')).toBe('+31612345678');
  expect(mobileE164('+32 470 12 34 56')).toBe('+32470123456');
  expect(mobileE164('onbekend')).toBeNull();
  expect(mobileE164(null)).toBeNull();
});

test('the notice is short: the first three dayparts, then how many more', () => {
  const dayparts = ['2027-06-07', '2027-06-08', '2027-06-09'].flatMap((date) =>
    [1, 2].map((daypart) => ({ date, daypart: daypart as 1 | 2 })),
  );
  expect(offerNotice('invitation', { branch: 'Het Kompas', dayparts })).toEqual({
    title: 'Uitnodiging: Het Kompas',
    push: 'Kunt u invallen op 07-06-2027 ochtend, 07-06-2027 middag, 08-06-2027 ochtend (+3)?',
    sms: 'Invalpool: uitnodiging Het Kompas, 07-06-2027 ochtend, 07-06-2027 middag, 08-06-2027 ochtend (+3). Antwoord via {{link}}',
  });
});

test('an offer goes out as a push message to the person, and as a text message with the link where the pool has enable_sms and the person a mobile number', async () => {
  const pool = env.pools.demo;
  const ids = await env.ids(pool);
  const token = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all, ...OfferRights.reservation.all]);
  const [iris, jan] = [ids.person('invaller@demo.invalpool.nl'), ids.person('jan.jansen@demo.invalpool.nl')];
  await setSms(pool, true);
  await setMobile(iris, '06-12345678');
  await setMobile(jan, null);
  await forget();

  const first = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-07': [1] });
  expect((await env.server.call('POST', `/api/request/${first}/invitation`, { token, body: { persons: [iris, jan] } })).status).toBe(201);
  const texts = (await sent()).filter((m) => m.channel === 'sms');
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatchObject({
    pool_id: pool,
    recipient: '+31612345678',
    template: 'staffing.invitation.sms',
    text: 'Invalpool: uitnodiging Het Kompas, 07-06-2027 ochtend. Antwoord via {{link}}',
  });
  expect(texts[0]!.secrets.link).toMatch(/\/invitation\/confirm\/[0-9a-f]{32}$/);
  const pushes = (await sent()).filter((m) => m.channel === 'push');
  expect(pushes.map((m) => m.recipient).sort()).toEqual([`person:${iris}`, `person:${jan}`].sort());
  expect(pushes[0]).toMatchObject({ subject: 'Uitnodiging: Het Kompas', template: 'staffing.invitation.push' });

  // without enable_sms: a push message, no text message
  await setSms(pool, false);
  await forget();
  const second = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-08': [2] });
  expect((await env.server.call('POST', `/api/request/${second}/reservation`, { token, body: { person: iris } })).status).toBe(201);
  expect((await sent()).filter((m) => m.channel !== 'mail').map((m) => `${m.channel} ${m.template}`)).toEqual([
    'push staffing.reservation.push',
  ]);
});

test("the answer page registers the offer's person's phone without login: staffing relays it to notify", async () => {
  const pool = env.pools.demo;
  const ids = await env.ids(pool);
  const token = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
  const iris = ids.person('invaller@demo.invalpool.nl');
  const relayed: unknown[] = [];
  env.deps.bus.subscribe((event) => event.channel === APP_DEVICE_CHANNEL && relayed.push(event.payload));
  await forget();
  const number = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-09': [1] });
  await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [iris] } });
  const link = (await sent()).find((m) => m.channel === 'push')!.secrets.link!;
  const offerToken = link.split('/').at(-1)!;
  const subscription = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };

  const res = await env.server.call('POST', `/api/invitation/token/${offerToken}/device`, { body: { subscription } });
  expect(res.status).toBe(201);
  const gone = await env.server.call('DELETE', `/api/invitation/token/${offerToken}/device`, { body: { endpoint: subscription.endpoint } });
  expect(gone.status).toBe(200);
  expect(relayed).toEqual([
    { action: 'add', pool_id: pool, person_id: iris, subscription },
    { action: 'remove', pool_id: pool, person_id: iris, endpoint: subscription.endpoint },
  ]);
  // the token must open an offer of that kind; the subscription must be valid
  expect((await env.server.call('POST', `/api/reservation/token/${offerToken}/device`, { body: { subscription } })).status).toBe(406);
  expect((await env.server.call('POST', `/api/invitation/token/${'0'.repeat(32)}/device`, { body: { subscription } })).status).toBe(406);
  expect((await env.server.call('POST', `/api/invitation/token/${offerToken}/device`, { body: {} })).status).toBe(422);
  expect(relayed).toHaveLength(2);
});
