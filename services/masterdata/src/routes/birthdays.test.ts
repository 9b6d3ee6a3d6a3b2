import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ExtraPermission as E } from '@app/contracts';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { contracts, contractTypes, persons, poolSettings } from '../db/schema';
import { avatarKey } from '../domain/avatars/avatar-images';
import { localDocumentStore } from '../storage/local-document-store';
import { provideDocumentStore } from '../storage/storage-config';
import { seedSchool, startMasterdata, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/** GET person/birthdays (DASH-12, DASH-13); the clock stands on Saturday 2026-11-21. */
let deps: TestDeps;
let server: TestServer;
let school: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  school = await seedSchool(deps, 1);
  const rows = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Anna', lastName: 'April', initials: 'A.', birthDate: '1990-11-21' },
        { poolId: 1, firstName: 'Bram', lastName: 'Bos', initials: 'B.', birthDate: '1985-11-24' },
        { poolId: 1, firstName: 'Cees', lastName: 'Cats', initials: 'C.', birthDate: '2000-11-28' },
        { poolId: 1, firstName: 'Dirk', lastName: 'Dam', initials: 'D.', birthDate: '1970-11-20' },
        { poolId: 1, firstName: 'Eva', lastName: 'Eik', initials: 'E.', birthDate: '1990-11-22', archivedAt: new Date('2026-01-01') },
        { poolId: 1, firstName: 'Fenna', middleName: 'de', lastName: 'Vries', initials: 'F.', birthDate: '1992-11-23' },
        { poolId: 1, firstName: 'Gijs', lastName: 'Geen', initials: 'G.' },
        { poolId: 2, firstName: 'Noor', lastName: 'Noord', initials: 'N.', birthDate: '1990-11-21' },
      ])
      .returning({ id: persons.id, firstName: persons.firstName }),
  );
  for (const r of rows) ids[r.firstName] = r.id;
  // Anna has a photo, the others none
  const store = localDocumentStore(fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-birthdays-')));
  provideDocumentStore(deps, store);
  await store.put(avatarKey(1, ids.Anna!, 's'), Buffer.from('webp'), 'image/webp');
  await deps.db.withSystem(async (tx) => {
    const [type] = await tx
      .insert(contractTypes)
      .values({ poolId: 1, code: 'TIJD', name: 'Tijdelijk' })
      .returning({ id: contractTypes.id });
    await tx.insert(contracts).values({
      poolId: 1,
      personId: ids.Fenna!,
      contractTypeId: type!.id,
      branchId: school,
      startDate: '2026-08-01',
      endDate: '2027-07-31',
      functionCode: 'LIO',
    });
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const pool = (extra: Parameters<typeof testToken>[1] = {}) =>
  testToken(deps, { pool_id: 1, allow: [E.DASHBOARD_BIRTHDAYS], view_entire_pool: true, ...extra });
const birthdays = async (token: string) => server.call('GET', '/api/person/birthdays', { token });
const names = (res: { body: { data: { persons: { full_name: string }[] } } }) => res.body.data.persons.map((p) => p.full_name);

describe('the birthdays panel (DASH-12)', () => {
  it("lists the pool's live persons with a birthday from today through the next six days, soonest first, with age and today", async () => {
    const res = await birthdays(await pool());
    expect(res.status).toBe(200);
    expect(res.body.data.enabled).toBe(true);
    expect(names(res)).toEqual(['Anna April', 'Fenna de Vries', 'Bram Bos']);
    expect(res.body.data.persons[0]).toEqual({
      id: ids.Anna,
      initials: 'A.',
      image: `/person/${ids.Anna}/image/s`,
      full_name: 'Anna April',
      function_types: [],
      age: 36,
      date: '2026-11-21',
      today: true,
    });
    // no photo: no path, so the panel asks for none
    expect(res.body.data.persons[1]).toMatchObject({ image: null, function_types: ['LIO'], age: 34, date: '2026-11-23', today: false });
  });

  it("keeps a branch-bound profile to its branch's persons", async () => {
    const res = await birthdays(await pool({ view_entire_pool: false, branch_id: school, person_id: null }));
    expect(names(res)).toEqual(['Fenna de Vries']);
  });

  it('follows the display days setting, and answers no persons with the panel switched off', async () => {
    await deps.db.withSystem((tx) => tx.insert(poolSettings).values({ poolId: 1, code: 'birthday_display_days', value: 8 }));
    expect(names(await birthdays(await pool()))).toEqual(['Anna April', 'Fenna de Vries', 'Bram Bos', 'Cees Cats']);
    await deps.db.withSystem((tx) => tx.insert(poolSettings).values({ poolId: 1, code: 'show_birthdays_panel', value: false }));
    expect((await birthdays(await pool())).body.data).toEqual({ enabled: false, persons: [] });
  });

  it('needs DASHBOARD_BIRTHDAYS', async () => {
    const res = await birthdays(await testToken(deps, { pool_id: 1, allow: [E.DASHBOARD_ANNOUNCEMENTS] }));
    expect(res.status).toBe(403);
  });
});
