import { sql } from 'drizzle-orm';
import { PersonFieldPermission } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { branches, persons, profileTypes } from '../db/schema';
import { NOT_ENOUGH, Permission, seedBranchTypes, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let token: string;
let school: number;
let substitute: number;
let director: number;
let ada: number;
let iris: number;
let noProfile: number;

const addProfile = (id: number, poolId: number, personId: number, accountId: number, profileTypeId: number, archived = false) =>
  deps.db.db.execute(
    sql`insert into identity.profile_directory values (${id}, ${poolId}, ${personId}, ${accountId}, ${school}, ${profileTypeId}, 'Invaller groep 3', ${'{ROLE_SUBSTITUTE}'}, ${archived ? new Date('2026-01-01T00:00:00Z') : null})`,
  );

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const types = await seedBranchTypes(deps, 1);
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(branches).values({ poolId: 1, name: 'De Regenboog', branchTypeId: types.school }).returning({ id: branches.id }),
  );
  school = row!.id;
  const kinds = await deps.db.withSystem((tx) =>
    tx
      .insert(profileTypes)
      .values([
        { poolId: 1, name: 'Invaller', type: 'substitute' },
        { poolId: 1, name: 'Directeur', type: 'employee' },
      ])
      .returning({ id: profileTypes.id }),
  );
  [substitute, director] = kinds.map((k) => k.id) as [number, number];
  const people = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Ada', lastName: 'Admin', initials: 'A.' },
        { poolId: 1, firstName: 'Iris', lastName: 'Invaller', initials: 'I.' },
        { poolId: 1, firstName: 'Jan', lastName: 'Jansen', initials: 'J.' },
      ])
      .returning({ id: persons.id }),
  );
  [ada, iris, noProfile] = people.map((p) => p.id) as [number, number, number];
  await deps.db.db.execute(sql`insert into identity.account_directory values
    (1, 'admin', 'admin@demo.invalpool.nl', true, false, true, null),
    (2, 'invaller', 'invaller@demo.invalpool.nl', true, true, false, '2026-11-20T08:30:00Z')`);
  await addProfile(1, 1, ada, 1, director);
  await addProfile(2, 1, iris, 2, substitute);
  await addProfile(3, 1, iris, 2, substitute, true);
  // the same person id in another pool is another person
  await addProfile(4, 2, noProfile, 2, substitute);
  token = await tokenWith(deps, 1, Permission.PERSON_ALL, PersonFieldPermission.PERSON_PROFILES, Permission.PROFILE_TYPE_ALL);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('Profiles tab', () => {
  it('lists the live profiles with type, roles and branch; a sole profile is not removable', async () => {
    const res = await server.call('GET', `/api/person/${iris}/profiles`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: 2,
        profile_type: { id: substitute, name: 'Invaller', type: 'substitute' },
        roles: ['ROLE_SUBSTITUTE'],
        branch: { id: school, name: 'De Regenboog' },
        description: 'Invaller groep 3',
        removable: false,
      },
    ]);
  });

  it('shows a second profile as removable, and keeps other pools out', async () => {
    await addProfile(5, 1, iris, 2, director);
    const res = await server.call('GET', `/api/person/${iris}/profiles`, { token });
    expect(res.body.data.map((p: { id: number; removable: boolean }) => [p.id, p.removable])).toEqual([
      [2, true],
      [5, true],
    ]);
    expect((await server.call('GET', `/api/person/${noProfile}/profiles`, { token })).body.data).toEqual([]);
  });
});

describe('Account tab', () => {
  it('answers the account read-only, without secrets', async () => {
    const res = await server.call('GET', `/api/person/${iris}/account`, { token });
    expect(res.body.data).toEqual({
      has_account: true,
      id: 2,
      username: 'invaller',
      email: 'invaller@demo.invalpool.nl',
      enabled: true,
      two_factor: true,
      is_sysadmin: false,
      last_login: '2026-11-20T08:30:00.000Z',
    });
    expect((await server.call('GET', `/api/person/${noProfile}/account`, { token })).body.data).toEqual({ has_account: false });
  });

  it("needs a person right (403 'Not enough permissions') and answers 404 for another pool's person", async () => {
    const res = await server.call('GET', `/api/person/${iris}/account`, { token: await tokenWith(deps, 1, Permission.LABEL_ALL) });
    expect(res.status).toBe(403);
    expect(res.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const other = await server.call('GET', `/api/person/${iris}/profiles`, {
      token: await tokenWith(deps, 2, Permission.PERSON_ALL, PersonFieldPermission.PERSON_PROFILES),
    });
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe(`Person #${iris} not found`);
  });
});

describe('removal rules', () => {
  it('refuses to archive a sysadmin person', async () => {
    const res = await server.call('DELETE', `/api/person/${ada}/archive`, { token });
    expect(res.status).toBe(422);
    expect(res.body.meta.errors).toEqual({ _: ['A sysadmin person cannot be removed.'] });
    expect((await server.call('DELETE', `/api/person/${noProfile}/archive`, { token })).body.data.archived).toBe(true);
  });

  it('refuses to delete a profile type in use; an unused one goes', async () => {
    const res = await server.call('DELETE', `/api/profile-type/${substitute}/archive`, { token });
    expect(res.body.meta.errors).toEqual({ _: ['A profile type in use cannot be deleted.'] });
    const [unused] = await deps.db.withSystem((tx) =>
      tx.insert(profileTypes).values({ poolId: 1, name: 'Stagiair', type: 'other' }).returning({ id: profileTypes.id }),
    );
    expect((await server.call('DELETE', `/api/profile-type/${unused!.id}/archive`, { token })).body.data.archived).toBe(true);
  });
});
