import { PersonFieldPermission } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { NOT_ENOUGH, Permission, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let iris: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(persons).values({ poolId: 1, firstName: 'Iris', lastName: 'Invaller', initials: 'I.' }).returning({ id: persons.id }),
  );
  iris = row!.id;
  token = await tokenWith(deps, 1, Permission.LABEL_ALL, Permission.PERSON_ALL, PersonFieldPermission.PERSON_LABELS);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const post = async (path: string, body: unknown) => (await server.call('POST', path, { token, body })).body;
const putLabels = (label_ids: unknown, as = token) => server.call('PUT', `/api/person/${iris}/labels`, { token: as, body: { label_ids } });

describe('label groups and labels', () => {
  let bevoegdheid: number;
  let groepen: number;
  let intern: number;
  let po: number;
  let vo: number;
  let kleuter: number;
  let bovenbouw: number;
  let sleutel: number;

  beforeAll(async () => {
    bevoegdheid = (await post('/api/label-group', { name: 'Bevoegdheid', color: '#2e7d32', matching_required: 1 })).data.id;
    groepen = (await post('/api/label-group', { name: 'Groepen', color: '#f9a825', multiselect: 1 })).data.id;
    intern = (await post('/api/label-group', { name: 'Intern', person_selectable: 0, branch_selectable: 1 })).data.id;
    po = (await post('/api/label', { name: 'PABO', label_group_id: bevoegdheid })).data.id;
    vo = (await post('/api/label', { name: 'Tweedegraads', label_group_id: bevoegdheid })).data.id;
    kleuter = (await post('/api/label', { name: 'Groep 1-2', label_group_id: groepen })).data.id;
    bovenbouw = (await post('/api/label', { name: 'Groep 7-8', label_group_id: groepen })).data.id;
    sleutel = (await post('/api/label', { name: 'Sleutelhouder', label_group_id: intern })).data.id;
  });

  it('gives a group its colour and flags, and its labels the group colour', async () => {
    const group = await server.call('GET', `/api/label-group/${bevoegdheid}`, { token });
    expect(group.body.data).toMatchObject({
      name: 'Bevoegdheid',
      color: '#2e7d32',
      matching_required: true,
      multiselect: false,
      person_selectable: true,
    });
    const list = await server.call('GET', `/api/label?filters[label_group][]=${groepen}&sortBy[column]=name`, { token });
    expect(
      list.body.data.map((l: { name: string; color: string; label_group_name: string }) => [l.name, l.color, l.label_group_name]),
    ).toEqual([
      ['Groep 1-2', '#f9a825', 'Groepen'],
      ['Groep 7-8', '#f9a825', 'Groepen'],
    ]);
    const groups = await server.call('GET', '/api/label-group?sortBy[column]=labels_count&sortBy[order]=desc', { token });
    expect(groups.body.data.map((g: { name: string; labels_count: number }) => [g.name, g.labels_count])).toEqual([
      ['Bevoegdheid', 2],
      ['Groepen', 2],
      ['Intern', 1],
    ]);
  });

  it('validates names, colours, groups and uniqueness', async () => {
    expect((await post('/api/label-group', { name: 'Bevoegdheid' })).meta.errors).toEqual({ name: ['The name has already been taken.'] });
    expect((await post('/api/label-group', { name: 'X', color: 'groen' })).meta.errors).toEqual({
      color: ['The Color must be a colour like #1565c0.'],
    });
    expect((await post('/api/label', { name: 'pabo', label_group_id: bevoegdheid })).meta.errors).toEqual({
      name: ['The name has already been taken.'],
    });
    expect((await post('/api/label', { name: 'Y', label_group_id: 99999 })).meta.errors).toEqual({
      label_group_id: ['The selected Label group is invalid.'],
    });
    expect((await post('/api/label', { name: '' })).meta.errors).toEqual({
      name: ['The Name field is required.'],
      label_group_id: ['The Label group field is required.'],
    });
  });

  it('assigns and takes off person labels in one call, checking the group flags', async () => {
    const set = await putLabels([po, kleuter, bovenbouw]);
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual([
      { id: po, name: 'PABO', label_group: { id: bevoegdheid, name: 'Bevoegdheid', color: '#2e7d32', branch_selectable: false } },
      { id: kleuter, name: 'Groep 1-2', label_group: { id: groepen, name: 'Groepen', color: '#f9a825', branch_selectable: false } },
      { id: bovenbouw, name: 'Groep 7-8', label_group: { id: groepen, name: 'Groepen', color: '#f9a825', branch_selectable: false } },
    ]);
    const refused = await putLabels([po, vo, sleutel]);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.errors).toEqual({
      label_ids: ['The label Sleutelhouder cannot be given to a person.', 'Only one label of the group Bevoegdheid can be chosen.'],
    });
    expect((await putLabels([po, 99999])).body.meta.errors).toEqual({ label_ids: ['The selected Labels are invalid.'] });
    await putLabels([po]);
    expect((await server.call('GET', `/api/person/${iris}/labels`, { token })).body.data.map((l: { id: number }) => l.id)).toEqual([po]);
    // one at a time: the same group rules hold
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((l) => l.id);
    expect(ids(await server.call('POST', `/api/person/${iris}/labels`, { token, body: { label_id: kleuter } }))).toEqual([po, kleuter]);
    const second = await server.call('POST', `/api/person/${iris}/labels`, { token, body: { label_id: vo } });
    expect(second.body.meta.errors).toEqual({ label_ids: ['Only one label of the group Bevoegdheid can be chosen.'] });
    expect(ids(await server.call('DELETE', `/api/person/${iris}/labels/${kleuter}`, { token }))).toEqual([po]);
  });

  it('tells the label picker which groups a person may hold (GET inputs labels)', async () => {
    const res = await server.call('GET', '/api/inputs?inputs[labels][search]=', { token });
    const groupOf = (id: number) => res.body.data.labels.find((l: { id: number }) => l.id === id).label_group;
    expect(groupOf(po)).toEqual({ id: bevoegdheid, name: 'Bevoegdheid', person_selectable: true, branch_selectable: false });
    expect(groupOf(sleutel)).toEqual({ id: intern, name: 'Intern', person_selectable: false, branch_selectable: true });
  });

  it("keeps a label given to persons and a group with labels from being archived ('in use')", async () => {
    expect((await server.call('DELETE', `/api/label/${po}/archive`, { token })).body.meta.errors).toEqual({
      _: ['A label given to persons cannot be archived.'],
    });
    expect((await server.call('DELETE', `/api/label-group/${intern}/archive`, { token })).body.meta.errors).toEqual({
      _: ['A label group with active labels cannot be archived.'],
    });
    expect((await server.call('DELETE', `/api/label/${sleutel}/archive`, { token })).body.data.archived).toBe(true);
    expect((await server.call('DELETE', `/api/label-group/${intern}/archive`, { token })).body.data.archived).toBe(true);
    // a label returns only into a live group
    const back = await server.call('PUT', `/api/label/${sleutel}/unarchive`, { token });
    expect(back.body.meta.errors).toEqual({ label_group_id: ['The selected Label group is invalid.'] });
  });

  it('offers live labels with their group through the inputs endpoint', async () => {
    const res = await server.call('GET', '/api/inputs?inputs[labels][search]=groep&inputs[policy_types][search]=', { token });
    expect(res.body.data.labels).toEqual([
      {
        id: kleuter,
        name: 'Groep 1-2',
        color: '#f9a825',
        label_group: { id: groepen, name: 'Groepen', person_selectable: true, branch_selectable: false },
      },
      {
        id: bovenbouw,
        name: 'Groep 7-8',
        color: '#f9a825',
        label_group: { id: groepen, name: 'Groepen', person_selectable: true, branch_selectable: false },
      },
    ]);
    expect(res.body.data.policy_types.map((o: { id: string }) => o.id)).toEqual(['regular', 'replacement', 'exempt']);
  });

  it("checks rights (LABEL_ALL for labels, PERSON_ALL to set a person's labels) and keeps pools apart", async () => {
    const viewer = await tokenWith(deps, 1, Permission.PERSON_VIEW, PersonFieldPermission.PERSON_LABELS);
    const labelsRes = await server.call('GET', '/api/label', { token: viewer });
    expect(labelsRes.status).toBe(403);
    expect(labelsRes.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    expect((await server.call('GET', `/api/person/${iris}/labels`, { token: viewer })).status).toBe(200);
    expect((await putLabels([kleuter], viewer)).status).toBe(403);
    const poolTwo = await tokenWith(deps, 2, Permission.LABEL_ALL, Permission.PERSON_ALL, PersonFieldPermission.PERSON_LABELS);
    expect((await server.call('GET', '/api/label', { token: poolTwo })).body.meta.pagination.total).toBe(0);
    expect((await server.call('GET', `/api/label/${kleuter}`, { token: poolTwo })).status).toBe(404);
    expect((await putLabels([kleuter], poolTwo)).status).toBe(404);
  });
});
