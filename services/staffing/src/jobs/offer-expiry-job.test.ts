import { OfferRights } from '@app/contracts';
import { answerCalls, newKompasRequest, offerMailbox } from '../routes/offers-testing';
import { expireDueOffers } from '../flows/expire-due-offers';
import { PLANNER_RIGHTS, startStaffing, SETUP_TIMEOUT_MS, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
beforeAll(async () => {
  env = await startStaffing();
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

it('expires the open offers past their expiration, frees their dayparts and logs it; the rest stay', async () => {
  const pool = env.pools.demo;
  const ids = await env.ids(pool);
  const token = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
  const mailbox = offerMailbox(env);
  const number = await newKompasRequest(env, token, ids, ids.teachers[0]!, { '2027-06-07': [1] });
  const [early, late] = [ids.teachers[5]!, ids.teachers[6]!];
  expect((await env.server.call('POST', `/api/request/${number}/invitation`, { token, body: { persons: [early] } })).status).toBe(201);
  const start = env.deps.clock.now();
  env.deps.clock.advance(12 * 3_600_000);
  // the later invitation expires 12 hours after the first
  const planner = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
  expect((await env.server.call('POST', `/api/request/${number}/invitation`, { token: planner, body: { persons: [late] } })).status).toBe(
    201,
  );

  // the demo's own offers expire on the way too: this test reads its request's
  const ofThisRequest = async (at: number) =>
    (await expireDueOffers(env.deps, new Date(start.getTime() + at * 3_600_000))).filter((c) => c.number === number);
  expect(await ofThisRequest(23)).toEqual([]);
  // only the early one, named for its person's inbox badge
  expect(await ofThisRequest(24)).toEqual([{ poolId: pool, number, offers: [{ personId: early, kind: 'invitation' }] }]);
  // a second run finds nothing left to do
  expect(await expireDueOffers(env.deps, new Date(start.getTime() + 24 * 3_600_000))).toEqual([]);

  const answer = answerCalls(env);
  env.deps.clock.set(new Date(start.getTime() + 12.5 * 3_600_000));
  const stillOpen = await answer.show('invitation', await mailbox.tokenOf('invitation', late));
  expect(stillOpen.body.data.state).toBe('open');
  const expired = await answer.accept('invitation', await mailbox.tokenOf('invitation', early));
  expect(expired.status).toBe(409);
  expect(expired.body.meta.messages[0].message).toBe('The invitation has expired.');
  const timeline = await env.server.call('GET', `/api/request/${number}/timeline`, { token: planner });
  const expiry = (timeline.body.data as { event: string; author: { full_name: string } }[]).filter((e) => e.event === 'invitation_expired');
  expect(expiry.map((e) => e.author.full_name)).toEqual(['Invalpool']);
  const dayparts = await env.server.call('GET', `/api/request/${number}/dayparts`, { token: planner });
  // the later invitation still waits on the daypart
  expect(dayparts.body.data.dayparts.map((d: { state: string }) => d.state)).toEqual(['invited']);
  env.deps.clock.set(start);
});
