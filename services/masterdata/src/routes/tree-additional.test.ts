import { sql } from 'drizzle-orm';
import { Permission as P } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken } from '@app/service-kit/testing';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { startSeededPools, type SeededPools } from '../testing/seeded-pools';

/**
 * MD-TREE-04 and API-69 (ADR 0276): the branch tree shows each branch's schedules below it as
 * additional items; the branch template names schedule as the additional entity; GET schedule/{id}
 * answers the data with its popup and form templates.
 */
let seeded: SeededPools;
let demo: number;
let noord: number;
let schedule: { id: number; name: string; branch_id: number; branch_name: string };

interface Item {
  id: number;
  name: string;
  isAdditional?: boolean;
  children: Item[];
}

const tokenOf = (poolId: number, allow: string[]) => testToken(seeded.deps, { pool_id: poolId, allow, view_entire_pool: true });
const get = async (path: string, allow: string[], poolId = demo) =>
  seeded.server.call('GET', path, { token: await tokenOf(poolId, allow) });
const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

beforeAll(async () => {
  seeded = await startSeededPools();
  ({ demo, noord } = seeded.pools);
  const rows = await rowsOf<typeof schedule>(
    seeded.deps.db.db,
    sql`select s.id, s.name, s.branch_id, b.name as branch_name from masterdata.schedules s join masterdata.branches b on b.id = s.branch_id
      where s.pool_id = ${demo} and s.archived_at is null order by s.id limit 1`,
  );
  // the demo data has a school schedule; without it the suite would prove nothing
  if (!rows[0]) throw new Error('no demo schedule with a branch');
  schedule = rows[0];
}, SETUP_TIMEOUT_MS);

afterAll(() => seeded.close());

test('MD-TREE-04: the branch list template names schedule as its tree additional entity, for who may see schedules', async () => {
  const withSchedules = await get('/api/template-page/branch', [P.BRANCH_ALL, P.SCHEDULE_ALL]);
  expect(withSchedules.body.data).toMatchObject({
    additional_url: 'schedule',
    additional_name: 'tree_list.additional.schedule',
    additional_new_text: 'tree_list.additional.new_schedule',
  });
  // a reader of schedules (the request form's rights) sees them in the tree but gets no create button
  const reader = await get('/api/template-page/branch', [P.BRANCH_ALL, P.REQUEST_CREATE]);
  expect(reader.body.data.additional_url).toBe('schedule');
  expect(reader.body.data).not.toHaveProperty('additional_new_text');
  const branchesOnly = await get('/api/template-page/branch', [P.BRANCH_ALL]);
  expect(branchesOnly.status).toBe(200);
  expect(Object.keys(branchesOnly.body.data).filter((k) => k.startsWith('additional_'))).toEqual([]);
});

test("MD-TREE-04: branch/tree shows a branch's schedules below it as additional items, to who may see schedules", async () => {
  const res = await get('/api/branch/tree', [P.BRANCH_VIEW, P.SCHEDULE_ALL]);
  expect(res.status).toBe(200);
  const branch = flatten(res.body.data as Item[]).find((i) => i.id === schedule.branch_id && !i.isAdditional)!;
  expect(branch.name).toBe(schedule.branch_name);
  expect(branch.children.filter((c) => c.isAdditional)).toContainEqual({
    id: schedule.id,
    name: schedule.name,
    isAdditional: true,
    archived: false,
    archived_at: null,
    children: [],
  });
  // the branches come first, the count is the branches'
  const kinds = branch.children.map((c) => c.isAdditional === true);
  expect(kinds).toEqual([...kinds].sort());

  const branchesOnly = await get('/api/branch/tree', [P.BRANCH_VIEW]);
  expect(flatten(branchesOnly.body.data as Item[]).filter((i) => i.isAdditional)).toEqual([]);
  // another pool's tree never shows this pool's schedules
  const other = await get('/api/branch/tree', [P.BRANCH_VIEW, P.SCHEDULE_ALL], noord);
  expect(flatten(other.body.data as Item[]).filter((i) => i.isAdditional && i.id === schedule.id)).toEqual([]);
});

test('API-69: GET schedule/{id} answers the data plus templatePopup and templateForm; another pool gets 404, no right 403', async () => {
  const res = await get(`/api/schedule/${schedule.id}`, [P.SCHEDULE_ALL]);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ id: schedule.id, name: schedule.name, branch_id: schedule.branch_id });
  expect(res.body.templatePopup).toEqual((await get('/api/template-popup/schedule', [P.SCHEDULE_ALL])).body.data);
  expect(res.body.templatePopup).toMatchObject({ name: 'schedule', entity_url: 'schedule', tabs: [{ key: 'summary', form: 'schedule' }] });
  expect(res.body.templateForm).toEqual((await get('/api/template/schedule', [P.SCHEDULE_ALL])).body.data);
  expect(res.body.templateForm.fields.map((f: { key: string }) => f.key)).toEqual([
    'name',
    'name_addition',
    'period_id',
    'week_schedule_id',
    'branch_id',
    'vacation_ids',
  ]);
  // a reader who may not change schedules gets the form read-only
  const reader = await get(`/api/schedule/${schedule.id}`, [P.REQUEST_CREATE]);
  expect(reader.body.templateForm.fields.every((f: { editable: boolean }) => !f.editable)).toBe(true);

  const foreign = await get(`/api/schedule/${schedule.id}`, [P.SCHEDULE_ALL], noord);
  expect(foreign.status).toBe(404);
  expect(foreign.body).not.toHaveProperty('templatePopup');
  expect(foreign.body.data).toBeNull();
  const refused = await get(`/api/schedule/${schedule.id}`, [P.BRANCH_ALL]);
  expect(refused.status).toBe(403);
  expect(refused.body.meta.messages[0].message).toBe('Not enough permissions');
});
