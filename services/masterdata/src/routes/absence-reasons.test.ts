import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { reasonForDaypartStoreWith } from '../store/reasons-for-daypart';
import { NOT_ENOUGH, Permission, seedSchool, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let school: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  school = await seedSchool(deps, 1);
  token = await tokenWith(deps, 1, Permission.ABSENCE_REASON_ALL, Permission.DAYPARTS_REASON_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const post = (path: string, body: unknown) => server.call('POST', path, { token, body });

describe('absence groups and reasons for absence', () => {
  let illness: number;
  let flu: number;
  let burnout: number;

  it('creates a group and its reasons with the spec fields and their defaults', async () => {
    illness = (await post('/api/absence-group', { name: 'Ziekte' })).body.data.id;
    const created = await post('/api/reason-for-absence', {
      code: 'ZK',
      description: 'Ziek',
      absence_group_id: illness,
      vf_code: 'VF01',
      external_code: 'AFAS-1',
      branch_ids: [school],
    });
    expect(created.status).toBe(201);
    flu = created.body.data.id;
    expect(created.body.data).toMatchObject({
      code: 'ZK',
      description: 'Ziek',
      absence_group_id: illness,
      vf_code: 'VF01',
      external_code: 'AFAS-1',
      branch_ids: [school],
      active: true,
      chain_info: 'counts',
      substitute_required: true,
      absentee_required: true,
      pool_tool: false,
      archived: false,
    });
    const second = await post('/api/reason-for-absence', {
      code: 'LZ',
      description: 'Langdurig ziek',
      absence_group_id: illness,
      chain_info: 'not_counted',
      substitute_required: 0,
    });
    expect(second.body.meta?.errors).toBeUndefined();
    expect(second.body.data).toMatchObject({ chain_info: 'not_counted', substitute_required: false });
    burnout = second.body.data.id;
  });

  it("validates with the spec's messages: required fields, unknown choices, taken codes, unknown groups", async () => {
    const empty = await post('/api/reason-for-absence', { chain_info: 'sometimes' });
    expect(empty.body.meta.errors).toEqual({
      code: ['The Code field is required.'],
      description: ['The Description field is required.'],
      absence_group_id: ['The Absence group field is required.'],
      chain_info: ['The chain info is not allowed.'],
    });
    const taken = await post('/api/reason-for-absence', { code: 'zk', description: 'Nog eens ziek', absence_group_id: illness });
    expect(taken.body.meta.errors).toEqual({ code: ['The code has already been taken.'] });
    const group = await post('/api/reason-for-absence', { code: 'X', description: 'X', absence_group_id: 99999 });
    expect(group.body.meta.errors).toEqual({ absence_group_id: ['The selected Absence group is invalid.'] });
    const name = await post('/api/absence-group', { name: 'ziekte' });
    expect(name.body.meta.errors).toEqual({ name: ['The name has already been taken.'] });
  });

  it('lists groups with their live reason count and whether they can go now, and reasons with their group', async () => {
    const groups = await server.call('GET', '/api/absence-group', { token });
    expect(groups.body.data).toEqual([{ id: illness, name: 'Ziekte', reason_count: 2, deletable: false, archived: false }]);
    const reasons = await server.call(
      'GET',
      `/api/reason-for-absence?filters[absence_group][]=${illness}&sortBy[column]=code&sortBy[order]=desc`,
      { token },
    );
    expect(reasons.body.data.map((r: { code: string; absence_group_name: string }) => [r.code, r.absence_group_name])).toEqual([
      ['ZK', 'Ziekte'],
      ['LZ', 'Ziekte'],
    ]);
    const forSchool = await server.call('GET', `/api/reason-for-absence?filters[branch][]=${school}&search[description]=ziek`, { token });
    // a reason without branches holds for every branch
    expect(forSchool.body.data).toHaveLength(2);
  });

  it('removes a group only when all its reasons are archived (MD-ABS-03)', async () => {
    const refused = await server.call('DELETE', `/api/absence-group/${illness}/archive`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({ _: ['An absence group cannot be removed until all its reasons are archived and removed.'] });
    await server.call('DELETE', `/api/reason-for-absence/${flu}/archive`, { token });
    expect((await server.call('DELETE', `/api/absence-group/${illness}/archive`, { token })).status).toBe(422);
    await server.call('DELETE', `/api/reason-for-absence/${burnout}/archive`, { token });
    const archived = await server.call('DELETE', `/api/absence-group/${illness}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived).toBe(true);
  });

  it('brings a reason back only into a live group', async () => {
    const refused = await server.call('PUT', `/api/reason-for-absence/${flu}/unarchive`, { token });
    expect(refused.body.meta.errors).toEqual({ _: ['The absence group of this reason is archived.'] });
    await server.call('PUT', `/api/absence-group/${illness}/unarchive`, { token });
    expect((await server.call('PUT', `/api/reason-for-absence/${flu}/unarchive`, { token })).body.data.archived).toBe(false);
  });

  it('never removes a protected group', async () => {
    const id = (await post('/api/absence-group', { name: 'Wettelijk verlof', deletable: 0 })).body.data.id;
    const res = await server.call('DELETE', `/api/absence-group/${id}/archive`, { token });
    expect(res.body.meta.errors).toEqual({ _: ['This absence group cannot be removed.'] });
  });

  it("answers 403 'Not enough permissions' without ABSENCE_REASON_ALL, and 404 in another pool", async () => {
    const res = await server.call('GET', '/api/absence-group', { token: await tokenWith(deps, 1, Permission.REQUEST_CREATE) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    // whoever creates requests reads the reasons, but may not change them
    const reader = await tokenWith(deps, 1, Permission.REQUEST_CREATE);
    expect((await server.call('GET', '/api/reason-for-absence', { token: reader })).status).toBe(200);
    expect((await server.call('PUT', `/api/reason-for-absence/${flu}`, { token: reader, body: { description: 'X' } })).status).toBe(403);
    const other = await tokenWith(deps, 2, Permission.ABSENCE_REASON_ALL);
    expect((await server.call('GET', `/api/reason-for-absence/${flu}`, { token: other })).status).toBe(404);
    expect((await server.call('DELETE', `/api/absence-group/${illness}/archive`, { token: other })).status).toBe(404);
    expect((await server.call('GET', '/api/absence-group', { token: other })).body.data).toEqual([]);
  });

  it('offers active reasons of live groups in the request form select', async () => {
    await server.call('PUT', `/api/reason-for-absence/${burnout}/unarchive`, { token });
    await server.call('PUT', `/api/reason-for-absence/${burnout}`, { token, body: { active: 0 } });
    const res = await server.call('GET', '/api/inputs?inputs[reasons_for_absence][search]=ziek&inputs[absence_groups][search]=', { token });
    expect(res.body.data.reasons_for_absence).toEqual([{ id: flu, name: 'Ziek', code: 'ZK', absentee_required: true }]);
    expect(res.body.data.absence_groups.map((g: { name: string }) => g.name)).toEqual(['Wettelijk verlof', 'Ziekte']);
  });
});

describe('reasons for dayparts', () => {
  let reasonId: number;

  it('creates a reason per action; the same text twice for one action is refused', async () => {
    const created = await post('/api/reason-for-daypart', { action: 'close', reason: 'Geen vervanging nodig' });
    expect(created.status).toBe(201);
    reasonId = created.body.data.id;
    expect((await post('/api/reason-for-daypart', { action: 'unplan', reason: 'Geen vervanging nodig' })).status).toBe(201);
    const taken = await post('/api/reason-for-daypart', { action: 'close', reason: 'geen vervanging nodig' });
    expect(taken.body.meta.errors).toEqual({ reason: ['The reason has already been taken for this action.'] });
    const bad = await post('/api/reason-for-daypart', { action: 'plan' });
    expect(bad.body.meta.errors).toEqual({ action: ['The action is not allowed.'], reason: ['The Reason field is required.'] });
  });

  it('lists and filters by action; the select offers them with their action', async () => {
    const res = await server.call('GET', '/api/reason-for-daypart?filters[action][]=close', { token });
    expect(res.body.data).toEqual([
      {
        id: reasonId,
        action: 'close',
        reason: 'Geen vervanging nodig',
        comment: false,
        processed: false,
        required: false,
        archived: false,
      },
    ]);
    const inputs = await server.call('GET', '/api/inputs?inputs[reason_for_dayparts][search]=vervanging', { token });
    expect(inputs.body.data.reason_for_dayparts.map((r: { action: string }) => r.action).sort()).toEqual(['close', 'unplan']);
  });

  it('REQ-DP-02 keeps the reason codes comment, processed and required; the select tells which reasons ask a comment', async () => {
    const created = await post('/api/reason-for-daypart', {
      action: 'close',
      reason: 'Niemand gevonden',
      comment: true,
      processed: 1,
      required: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ comment: true, processed: true, required: true });
    const changed = await server.call('PUT', `/api/reason-for-daypart/${created.body.data.id}`, { token, body: { processed: false } });
    expect(changed.body.data).toMatchObject({ comment: true, processed: false, required: true });
    const bad = await post('/api/reason-for-daypart', { action: 'close', reason: 'Iets', comment: 'soms' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.meta.errors)).toEqual(['comment']);
    const inputs = await server.call('GET', '/api/inputs?inputs[reason_for_dayparts][search]=', { token });
    const options = inputs.body.data.reason_for_dayparts as { name: string; comment: boolean }[];
    expect(options.find((r) => r.name === 'Niemand gevonden')?.comment).toBe(true);
    expect(options.find((r) => r.name === 'Geen vervanging nodig')?.comment).toBe(false);
  });

  it('cannot delete a reason in use (MD-DPR-02): the usage check refuses the archive', async () => {
    const usedStore = reasonForDaypartStoreWith([async (_tx, _poolId, id) => id === reasonId]);
    await expect(deps.db.withPool(1, (tx) => usedStore.archive(tx, 1, reasonId, deps.clock.now()))).rejects.toMatchObject({
      status: 422,
      errors: { _: ['A reason for dayparts in use cannot be deleted.'] },
    });
    expect((await server.call('DELETE', `/api/reason-for-daypart/${reasonId}/archive`, { token })).body.data.archived).toBe(true);
  });

  it("needs DAYPARTS_REASON_ALL: 403 'Not enough permissions'; another pool finds none", async () => {
    const res = await server.call('GET', '/api/reason-for-daypart', { token: await tokenWith(deps, 1, Permission.ABSENCE_REASON_ALL) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const other = await tokenWith(deps, 2, Permission.DAYPARTS_REASON_ALL);
    expect((await server.call('GET', `/api/reason-for-daypart/${reasonId}`, { token: other })).status).toBe(404);
    expect((await server.call('GET', '/api/reason-for-daypart', { token: other })).body.data).toEqual([]);
  });
});
