import {
  ExtraPermission as E,
  MatchingMessages as M,
  OfferRights,
  Permission as P,
  type MatchExcluded,
  type MatchRecord,
  type PersonMatchExcluded,
  type PersonMatchRecord,
} from '@app/contracts';
import { startMatchingEnv, type MatchingEnv } from '../testing/matching-env';
import { PLANNER_RIGHTS, SETUP_TIMEOUT_MS, type DemoIds, type StaffingEnv } from '../testing/staffing-env';

let env: StaffingEnv;
let ids: DemoIds;
let pool: number;
let planner: string;
let matcher: string;
let invaller: number;
let required: { id: number; name: string };
let createRequest: MatchingEnv['createRequest'];

// a June week after the demo requests: Monday, Tuesday, Thursday (the schedule has Wednesday afternoon free)
const MON = '2027-06-21';
const TUE = '2027-06-22';
const THU = '2027-06-24';

beforeAll(async () => {
  ({ env, ids, pool, planner, matcher, invaller, required, createRequest } = await startMatchingEnv({ [MON]: [1, 2], [TUE]: [1] }, 20));
}, SETUP_TIMEOUT_MS);
afterAll(() => env?.close());

async function createGroup(numbers: number[]) {
  const res = await env.server.call('POST', '/api/request-group', {
    token: planner,
    body: {
      reference: `G${numbers.join('-')}`,
      period_start: '2027-06-01',
      period_end: '2027-06-30',
      requests: numbers.map((request) => ({ request })),
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const groupMatch = (id: number, query = '', token = matcher) =>
  env.server.call('GET', `/api/request-group/${id}/matching${query}`, { token });
const personMatch = (id: number, query = '', token = matcher) => env.server.call('GET', `/api/person/${id}/matching${query}`, { token });
const recordOf = (body: { data: MatchRecord[] }, person: number) => body.data.find((r) => r.id === person);

describe('GET /api/request-group/{id}/matching (MATCH-01: the request-group matching tab)', () => {
  it('ranks the candidates for the open dayparts of every member request, each daypart naming its request', async () => {
    const kompas = await createRequest();
    const regenboog = await createRequest({ branch: ids.regenboog, dates: { [THU]: [1, 2] } });
    const group = await createGroup([kompas, regenboog]);
    const res = await groupMatch(group);
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({
      unfolded: 5,
      open_dayparts: 5,
      total: res.body.data.length,
      requests: [
        { number: kompas, open_dayparts: 3 },
        { number: regenboog, open_dayparts: 2 },
      ],
    });
    const record = recordOf(res.body, invaller)!;
    expect(record).toMatchObject({ available: 5, requests: [kompas, regenboog] });
    expect(record.why.find((w) => w.part === 'share')).toEqual({ part: 'share', points: 40, facts: [{ kind: 'share', n: 5, of: 5 }] });
    expect(record.score).toBe(Math.round(record.why.reduce((sum, w) => sum + w.points, 0) * 10) / 10);
    expect(Object.keys(record.dates)).toEqual([MON, TUE, THU]);
    expect(record.dates[MON]!.map((d) => [d.daypart, d.request])).toEqual([
      [1, kompas],
      [2, kompas],
    ]);
    expect(record.dates[THU]!.map((d) => [d.daypart, d.request, d.active])).toEqual([
      [1, regenboog, true],
      [2, regenboog, true],
    ]);
    const scores = (res.body.data as MatchRecord[]).map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('judges each member on its own rules: a person fitting one member is a candidate for its dayparts only', async () => {
    const open = await createRequest();
    const labelled = await createRequest({ branch: ids.regenboog, dates: { [THU]: [1, 2] }, labels: [required.id] });
    const group = await createGroup([open, labelled]);
    const res = await groupMatch(group, '?excluded=1');
    const record = recordOf(res.body, invaller)!;
    expect(record).toMatchObject({ available: 3, requests: [open] });
    expect(record.why.find((w) => w.part === 'share')).toEqual({ part: 'share', points: 24, facts: [{ kind: 'share', n: 3, of: 5 }] });
    expect(Object.keys(record.dates)).toEqual([MON, TUE]);
    // a candidate of one member is not excluded from the group
    expect((res.body.meta.excluded as MatchExcluded[]).map((e) => e.id)).not.toContain(invaller);
    // free on every daypart of the group: not the person who fits one member only
    expect(recordOf((await groupMatch(group, '?availability=full')).body, invaller)).toBeUndefined();
  });

  it('excludes a person fitting no member, with every reason naming its request, in the language asked', async () => {
    const first = await createRequest({ labels: [required.id] });
    const second = await createRequest({ branch: ids.regenboog, dates: { [THU]: [1] }, labels: [required.id] });
    const group = await createGroup([first, second]);
    const res = await groupMatch(group, '?excluded=1');
    expect(recordOf(res.body, invaller)).toBeUndefined();
    const reasons = (res.body.meta.excluded as MatchExcluded[]).find((e) => e.id === invaller)?.reasons;
    expect(reasons).toEqual([
      { rule: 'labels', message: M.lacksLabel, detail: required.name, request: first },
      { rule: 'labels', message: M.lacksLabel, detail: required.name, request: second },
    ]);
    const dutch = await groupMatch(group, '?excluded=1&_locale=nl');
    expect((dutch.body.meta.excluded as MatchExcluded[]).find((e) => e.id === invaller)?.reasons[0]?.message).toBe(
      'mist het gevraagde label',
    );
    expect((await groupMatch(group)).body.meta.excluded).toBeUndefined();
  });

  it('shows an invitation made through the offer route of a member on that member’s dayparts', async () => {
    const first = await createRequest();
    const second = await createRequest({ branch: ids.regenboog, dates: { [THU]: [1] } });
    const group = await createGroup([first, second]);
    const inviter = await env.token(pool, [...PLANNER_RIGHTS, ...OfferRights.invitation.all]);
    const invited = await env.server.call('POST', `/api/request/${second}/invitation`, { token: inviter, body: { persons: [invaller] } });
    expect(invited.status).toBe(201);
    const record = recordOf((await groupMatch(group)).body, invaller)!;
    expect(record.dates[THU]![0]).toMatchObject({ request: second, invited: true });
    expect(record.dates[MON]![0]).toMatchObject({ request: first, invited: false });
  });

  it('needs the matching right, the group within the caller’s branches, and valid filters', async () => {
    const group = await createGroup([await createRequest()]);
    expect((await groupMatch(group, '', await env.token(pool, [P.REQUEST_VIEW]))).status).toBe(403);
    expect((await groupMatch(group, '', planner)).status).toBe(200);
    const otherBranch = await env.token(pool, [...PLANNER_RIGHTS, E.REQUEST_MATCHING], { view_entire_pool: false, branch_id: ids.vlinder });
    const hidden = await groupMatch(group, '', otherBranch);
    expect(hidden.status).toBe(404);
    expect(hidden.body.meta.messages[0].message).toBe(`The requested item ${group} could not be found`);
    const otherPool = await env.token(env.pools.noord, [E.REQUEST_MATCHING]);
    expect((await groupMatch(group, '', otherPool)).status).toBe(404);
    const bad = await groupMatch(group, '?distance=km&labels[]=x');
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({
      distance: ['The distance must be a number of km.'],
      'labels[].0': ['The labels must be label ids.'],
    });
    expect((await groupMatch(0)).status).toBe(422);
  });
});

describe('GET /api/person/{id}/matching (MATCH-01: the person popup Matching tab)', () => {
  it('lists the open requests the person fits, best first, with the score parts and dayparts of each', async () => {
    const number = await createRequest({ preferred_person: invaller });
    const res = await personMatch(invaller);
    expect(res.status).toBe(200);
    const fits = res.body.data as PersonMatchRecord[];
    expect(res.body.meta).toMatchObject({ unfolded: 5, total: fits.length });
    const fit = fits.find((f) => f.request === number);
    expect(fit).toMatchObject({
      branch: 'Het Kompas',
      first_date: MON,
      last_date: TUE,
      open_dayparts: 3,
      available: 3,
    });
    expect(fit!.why.slice(0, 2)).toEqual([
      { part: 'preferred', points: 100, facts: [{ kind: 'preferred' }] },
      { part: 'share', points: 40, facts: [{ kind: 'share', n: 3, of: 3 }] },
    ]);
    expect(Object.keys(fit!.dates)).toEqual([MON, TUE]);
    // the preferred person's request outranks the others
    expect(fits[0]!.request).toBe(number);
    const scores = fits.map((f) => f.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('applies the hard rules per request: a request the person fails is excluded with the reasons when asked', async () => {
    const number = await createRequest({ branch: ids.vlinder, labels: [required.id] });
    const res = await personMatch(invaller, '?excluded=1');
    expect((res.body.data as PersonMatchRecord[]).map((f) => f.request)).not.toContain(number);
    expect((res.body.meta.excluded as PersonMatchExcluded[]).find((e) => e.request === number)).toEqual({
      request: number,
      branch: 'De Vlinder',
      reasons: [{ rule: 'labels', message: M.lacksLabel, detail: required.name }],
    });
    const ignoring = await env.token(pool, [E.REQUEST_MATCHING, E.IGNORING_REQUIRED_EMPLOYABILITY]);
    expect(((await personMatch(invaller, '', ignoring)).body.data as PersonMatchRecord[]).map((f) => f.request)).toContain(number);
  });

  it('fits a person without a substitute profile to no request, each excluded for the profile', async () => {
    const number = await createRequest();
    const res = await personMatch(ids.teachers[1]!, '?excluded=1');
    expect(res.body.data).toEqual([]);
    expect((res.body.meta.excluded as PersonMatchExcluded[]).find((e) => e.request === number)?.reasons).toEqual([
      expect.objectContaining({ rule: 'profile', message: M.notSubstitute }),
    ]);
  });

  it('ranks only the requests within the caller’s branches', async () => {
    const kompas = await createRequest();
    const vlinder = await createRequest({ branch: ids.vlinder });
    const scoped = await env.token(pool, [...PLANNER_RIGHTS, E.REQUEST_MATCHING], { view_entire_pool: false, branch_id: ids.vlinder });
    const seen = ((await personMatch(invaller, '', scoped)).body.data as PersonMatchRecord[]).map((f) => f.request);
    expect(seen).toContain(vlinder);
    expect(seen).not.toContain(kompas);
  });

  it('needs the matching right and a person of the caller’s pool, and valid filters', async () => {
    expect((await personMatch(invaller, '', await env.token(pool, [P.PERSON_ALL, P.REQUEST_VIEW]))).status).toBe(403);
    const noord = await env.token(env.pools.noord, [E.REQUEST_MATCHING]);
    const foreign = await personMatch(invaller, '', noord);
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.messages[0].message).toBe(`Person #${invaller} not found`);
    const bad = await personMatch(invaller, '?availability=half');
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors).toEqual({ availability: ['The availability filter must be any or full.'] });
  });
});
