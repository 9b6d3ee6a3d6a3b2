import { sql } from 'drizzle-orm';
import { PersonFieldPermission } from '@app/contracts';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { branches, persons, profileTypes } from '../db/schema';
import { createIdentityContract } from '../testing/identity-contract';
import { createStaffingContract } from '../testing/staffing-contract';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let admin: string;
let iris: number;
let otherPoolPerson: number;
let school: number;

/** The invaller demo account's token: only PERSON_POPUP_VIEW, bound to a school, naming its person. */
const ownToken = (personId: number | null, ...allow: string[]) =>
  testToken(deps, {
    pool_id: 1,
    username: 'invaller',
    person_id: personId,
    branch_id: school,
    allow: [Permission.PERSON_POPUP_VIEW, ...allow],
  });

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  await createIdentityContract(deps);
  await createStaffingContract(deps);
  const types = await seedBranchTypes(deps, 1);
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(branches).values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school }).returning({ id: branches.id }),
  );
  school = row!.id;
  const people = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Iris', lastName: 'Invaller', initials: 'I.', birthDate: '1990-03-05' },
        { poolId: 2, firstName: 'Noor', lastName: 'Noord', initials: 'N.' },
      ])
      .returning({ id: persons.id }),
  );
  [iris, otherPoolPerson] = people.map((p) => p.id) as [number, number];
  const [kind] = await deps.db.withSystem((tx) =>
    tx.insert(profileTypes).values({ poolId: 1, name: 'Invaller', type: 'substitute' }).returning({ id: profileTypes.id }),
  );
  await deps.db.db.execute(
    sql`insert into identity.account_directory values (2, 'invaller', 'invaller@demo.invalpool.nl', true, false, false, null)`,
  );
  await deps.db.db.execute(
    sql`insert into identity.profile_directory values (2, 1, ${iris}, 2, ${school}, ${kind!.id}, 'Invaller', ${'{ROLE_SUBSTITUTE}'}, null)`,
  );

  admin = await tokenWith(
    deps,
    1,
    Permission.PERSON_ALL,
    PersonFieldPermission.PERSON_LABELS,
    Permission.LABEL_ALL,
    Permission.CONTRACT_ALL,
    Permission.CONTRACT_TYPE_ALL,
  );
  const post = async (path: string, body: unknown) => (await server.call('POST', path, { token: admin, body })).body.data as { id: number };
  const group = await post('/api/label-group', { name: 'Bevoegdheid', color: '#1976d2' });
  const label = await post('/api/label', { name: 'PABO', label_group_id: group.id });
  await server.call('PUT', `/api/person/${iris}/labels`, { token: admin, body: { label_ids: [label.id] } });
  const type = await post('/api/contract-type', { code: 'TIJD', name: 'Tijdelijk' });
  await post('/api/contract', {
    person_id: iris,
    contract_type_id: type.id,
    branch_id: school,
    start_date: '2026-08-01',
    end_date: '2027-07-31',
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('GET person/me', () => {
  it("answers the signed-in user's person with labels, profiles, contracts and account", async () => {
    const res = await server.call('GET', '/api/person/me', { token: await ownToken(iris) });
    expect(res.status).toBe(200);
    const me = res.body.data;
    expect(me.person).toMatchObject({ id: iris, first_name: 'Iris', last_name: 'Invaller', birth_date: '1990-03-05' });
    expect(me.person.pool_id).toBeUndefined();
    expect(me.labels).toEqual([
      {
        id: expect.any(Number),
        name: 'PABO',
        label_group: { id: expect.any(Number), name: 'Bevoegdheid', color: '#1976d2', branch_selectable: false },
      },
    ]);
    expect(me.profiles).toEqual([
      expect.objectContaining({
        profile_type: expect.objectContaining({ name: 'Invaller' }),
        branch: { id: school, name: 'De Regenboog' },
        roles: ['ROLE_SUBSTITUTE'],
      }),
    ]);
    expect(me.contracts.map((c: Record<string, unknown>) => [c.contract_type_name, c.branch_name, c.start_date, c.end_date])).toEqual([
      ['Tijdelijk', 'De Regenboog', '2026-08-01', '2027-07-31'],
    ]);
    expect(me.account).toMatchObject({ has_account: true, username: 'invaller', email: 'invaller@demo.invalpool.nl' });
  });

  it('sends the person form read-only without the right to change persons, editable with it', async () => {
    const own = (await server.call('GET', '/api/person/me', { token: await ownToken(iris) })).body.data.form;
    expect(own.url).toBe('person');
    expect(own.fields.find((f: { key: string }) => f.key === 'first_name')).toMatchObject({ required: true, editable: false });
    expect(own.fields.every((f: { editable: boolean }) => !f.editable)).toBe(true);
    // creating persons is not changing them: PUT person/{id} needs PERSON_ALL
    const creator = (await server.call('GET', '/api/person/me', { token: await ownToken(iris, Permission.PERSON_CREATE) })).body.data.form;
    expect(creator.fields.some((f: { editable: boolean }) => f.editable)).toBe(false);
    const editor = (await server.call('GET', '/api/person/me', { token: await ownToken(iris, Permission.PERSON_ALL) })).body.data.form;
    expect(editor.fields.find((f: { key: string }) => f.key === 'first_name').editable).toBe(true);
  });

  it('needs PERMISSION_PERSON_POPUP_VIEW', async () => {
    const token = await testToken(deps, { pool_id: 1, person_id: iris, allow: [Permission.PERSON_VIEW] });
    const res = await server.call('GET', '/api/person/me', { token });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
  });

  it('is 404 for a profile without a person and for a person id of another pool', async () => {
    const none = await server.call('GET', '/api/person/me', { token: await ownToken(null) });
    expect(none.status).toBe(404);
    expect(none.body.meta.messages[0].message).toBe('Person #me not found');
    const foreign = await server.call('GET', '/api/person/me', { token: await ownToken(otherPoolPerson) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.messages[0].message).toBe(`Person #${otherPoolPerson} not found`);
  });

  it('leaves GET person/{id} to the person routes', async () => {
    const res = await server.call('GET', `/api/person/${iris}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.first_name).toBe('Iris');
  });
});
