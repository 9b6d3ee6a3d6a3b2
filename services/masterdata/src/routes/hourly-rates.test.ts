import { ExtraPermission as X, Permission as P } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { NOT_ENOUGH, seedBranchTypes, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let viewer: string;
let noordAdmin: string;
let ada: number;
let board: number;
let noordBoard: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const noordTypes = await seedBranchTypes(deps, 2);
  admin = await tokenWith(deps, 1, P.PERSON_ALL, P.BRANCH_ALL, X.SECONDMENT_HOURLY_RATE_ALL);
  viewer = await tokenWith(deps, 1, P.PERSON_VIEW, X.SECONDMENT_HOURLY_RATE_VIEW);
  noordAdmin = await tokenWith(deps, 2, P.PERSON_ALL, P.BRANCH_ALL, X.SECONDMENT_HOURLY_RATE_ALL);
  board = (await server.call('POST', '/api/branch', { token: admin, body: { name: 'Stichting Demo', branch_type_id: types.board } })).body
    .data.id;
  noordBoard = (await server.call('POST', '/api/branch', { token: noordAdmin, body: { name: 'Noord', branch_type_id: noordTypes.board } }))
    .body.data.id;
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(persons).values({ poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.' }).returning({ id: persons.id }),
  );
  ada = row!.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

/** person/{ada}/hourly-rates, or one rate of it */
const rates = (suffix = '') => `/api/person/${ada}/hourly-rates${suffix}`;

describe("a person's secondment hourly rates", () => {
  let general: number;

  it('adds rates with their periods, for every branch or for one, ordered by start date', async () => {
    const first = await server.call('POST', rates(), { token: admin, body: { amount: '45.50', start_date: '2026-08-01', end_date: '' } });
    expect(first.status).toBe(201);
    general = first.body.data.rates[0].id;
    const second = await server.call('POST', rates(), {
      token: admin,
      body: { amount: 50, branch_id: board, start_date: '2026-01-01', end_date: '2026-12-31' },
    });
    expect(second.body.data).toEqual({
      can_edit: true,
      rates: [
        {
          id: expect.any(Number),
          person_id: ada,
          branch_id: board,
          branch_name: 'Stichting Demo',
          amount: 50,
          start_date: '2026-01-01',
          end_date: '2026-12-31',
        },
        { id: general, person_id: ada, branch_id: null, branch_name: null, amount: 45.5, start_date: '2026-08-01', end_date: null },
      ],
    });
  });

  it('refuses a period that overlaps another rate of the same branch, and an end before the start', async () => {
    const overlap = await server.call('POST', rates(), { token: admin, body: { amount: 40, start_date: '2027-01-01' } });
    expect(overlap.status).toBe(422);
    expect(overlap.body.meta.errors).toEqual({ start_date: ['The period overlaps another hourly rate of this branch.'] });
    const backwards = await server.call('POST', rates(), {
      token: admin,
      body: { amount: 40, start_date: '2025-02-01', end_date: '2025-01-01' },
    });
    expect(backwards.body.meta.errors).toEqual({ end_date: ['The End date must be a date after or equal to Start date.'] });
    const tooPrecise = await server.call('POST', rates(), { token: admin, body: { amount: 40.123, start_date: '2025-01-01' } });
    expect(tooPrecise.body.meta.errors).toEqual({ amount: ['The Amount may have at most two decimals.'] });
  });

  it('changes a rate (its own period does not count as an overlap) and removes it', async () => {
    const changed = await server.call('PUT', rates(`/${general}`), {
      token: admin,
      body: { amount: 47, start_date: '2026-09-01' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.rates.find((r: { id: number }) => r.id === general)).toMatchObject({ amount: 47, start_date: '2026-09-01' });
    const removed = await server.call('DELETE', rates(`/${general}`), { token: admin });
    expect(removed.body.data.rates.map((r: { id: number }) => r.id)).not.toContain(general);
    const again = await server.call('DELETE', rates(`/${general}`), { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.meta.messages[0].message).toBe(`Hourly rate #${general} not found`);
  });

  it('needs the secondment hourly rate rights: VIEW reads, ALL changes', async () => {
    const read = await server.call('GET', rates(), { token: viewer });
    expect(read.body.data.can_edit).toBe(false);
    const write = await server.call('POST', rates(), { token: viewer, body: { amount: 1, start_date: '2030-01-01' } });
    expect(write.status).toBe(403);
    expect(write.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });

  it("keeps to the pool: another pool's person, branch or rate does not exist", async () => {
    expect((await server.call('GET', rates(), { token: noordAdmin })).status).toBe(404);
    const foreignBranch = await server.call('POST', rates(), {
      token: admin,
      body: { amount: 1, branch_id: noordBoard, start_date: '2030-01-01' },
    });
    expect(foreignBranch.status).toBe(404);
    expect(foreignBranch.body.meta.messages[0].message).toBe(`Branch #${noordBoard} not found`);
    const [mine] = (await server.call('GET', rates(), { token: admin })).body.data.rates;
    const [row] = await deps.db.withSystem((tx) =>
      tx.insert(persons).values({ poolId: 2, firstName: 'Nora', lastName: 'Noord', initials: 'N.' }).returning({ id: persons.id }),
    );
    const other = await server.call('DELETE', `/api/person/${row!.id}/hourly-rates/${mine.id}`, { token: noordAdmin });
    expect(other.status).toBe(404);
  });
});
