import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { NOT_ENOUGH, Permission, seedSchool, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let school: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  school = await seedSchool(deps, 1);
  token = await tokenWith(deps, 1, Permission.VACATION_ALL, Permission.PERIOD_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('vacations', () => {
  const autumn = { name: 'Herfstvakantie 2026', region: 'middle', type: 'vacation', start_date: '2026-10-17', end_date: '2026-10-25' };
  let id: number;

  it('creates a vacation and reads it back', async () => {
    const res = await server.call('POST', '/api/vacation', { token, body: { ...autumn, branch_ids: [school] } });
    expect(res.status).toBe(201);
    id = res.body.data.id;
    const read = await server.call('GET', `/api/vacation/${id}`, { token });
    expect(read.body.data).toMatchObject({ ...autumn, branch_ids: [school], archived: false });
  });

  it("validates every field with the spec's messages", async () => {
    const res = await server.call('POST', '/api/vacation', {
      token,
      body: { name: ' ', region: 'east', type: 'party', start_date: '2026-10-17' },
    });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({
      name: ['The Name field is required.'],
      region: ['The region is not allowed.'],
      type: ['The type is not allowed.'],
      end_date: ['The End date field is required.'],
    });
  });

  it('refuses an end before the start, also when only one side changes, and unknown branches', async () => {
    const res = await server.call('POST', '/api/vacation', { token, body: { ...autumn, end_date: '2026-10-01' } });
    expect(res.body.meta.errors).toEqual({ end_date: ['The End date must be a date after or equal to Start date.'] });
    const patch = await server.call('PUT', `/api/vacation/${id}`, { token, body: { start_date: '2026-11-01' } });
    expect(patch.body.meta.errors).toEqual({ end_date: ['The End date must be a date after or equal to Start date.'] });
    const branchesRes = await server.call('PUT', `/api/vacation/${id}`, { token, body: { branch_ids: [school, 99999] } });
    expect(branchesRes.body.meta.errors).toEqual({ branch_ids: ['The selected Branches are invalid.'] });
  });

  it('filters by overlapping period, type and branch; archives and unarchives', async () => {
    await server.call('POST', '/api/vacation', {
      token,
      body: { name: 'Kerstvakantie 2026', region: 'middle', type: 'holiday', start_date: '2026-12-19', end_date: '2027-01-03' },
    });
    const inOctober = await server.call('GET', '/api/vacation?filters[from]=2026-10-20&filters[to]=2026-10-31', { token });
    expect(inOctober.body.data.map((v: { name: string }) => v.name)).toEqual(['Herfstvakantie 2026']);
    const forSchool = await server.call('GET', `/api/vacation?filters[branch][]=${school}&filters[type][]=holiday`, { token });
    // a vacation without branches holds for every branch
    expect(forSchool.body.data.map((v: { name: string }) => v.name)).toEqual(['Kerstvakantie 2026']);
    expect((await server.call('DELETE', `/api/vacation/${id}/archive`, { token })).body.data.archived).toBe(true);
    expect((await server.call('GET', '/api/vacation', { token })).body.meta.pagination.total).toBe(1);
    expect((await server.call('PUT', `/api/vacation/${id}/unarchive`, { token })).body.data.archived).toBe(false);
  });

  it("answers 403 'Not enough permissions' without VACATION_ALL and 404 for another pool", async () => {
    const res = await server.call('GET', '/api/vacation', { token: await tokenWith(deps, 1, Permission.PERSON_ALL) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const other = await server.call('GET', `/api/vacation/${id}`, { token: await tokenWith(deps, 2, Permission.VACATION_ALL) });
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe(`The requested item ${id} could not be found`);
  });
});

describe('periods', () => {
  it('keeps one current period per pool: making another current moves the flag', async () => {
    const first = await server.call('POST', '/api/period', {
      token,
      body: { name: 'Schooljaar 2025-2026', start_date: '2025-08-01', end_date: '2026-07-31', active: 1, current: 1 },
    });
    expect(first.status).toBe(201);
    const second = await server.call('POST', '/api/period', {
      token,
      body: { name: 'Schooljaar 2026-2027', start_date: '2026-08-01', end_date: '2027-07-31', active: true, current: true },
    });
    expect(second.body.data.current).toBe(true);
    const current = await server.call('GET', '/api/period?filters[current]=1', { token });
    expect(current.body.data.map((p: { name: string }) => p.name)).toEqual(['Schooljaar 2026-2027']);
  });

  it('refuses a current period that is not active, and a bad range', async () => {
    const res = await server.call('POST', '/api/period', {
      token,
      body: { name: 'X', start_date: '2027-08-01', end_date: '2027-07-31', active: 0, current: 1 },
    });
    expect(res.body.meta.errors).toEqual({
      end_date: ['The End date must be a date after or equal to Start date.'],
      current: ['Only an active period can be the current period.'],
    });
  });

  it('lets every profile read periods but only PERIOD_ALL change them', async () => {
    const plain = await tokenWith(deps, 1);
    expect((await server.call('GET', '/api/period', { token: plain })).status).toBe(200);
    const res = await server.call('POST', '/api/period', {
      token: plain,
      body: { name: 'Y', start_date: '2027-08-01', end_date: '2028-07-31' },
    });
    expect(res.status).toBe(403);
  });
});
