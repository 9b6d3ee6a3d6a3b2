import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { contracts, contractTypes, persons } from '../db/schema';
import { conducts } from '../db/schema-blockades';
import { documents } from '../db/schema-documents';
import { additionalFields } from '../db/schema-integrations';
import { additionalFieldValues } from '../db/schema-person-tabs';
import { avatarKey } from '../domain/avatars/avatar-images';
import { localDocumentStore } from '../storage/local-document-store';
import { provideDocumentStore } from '../storage/storage-config';
import type { DocumentStore } from '../storage/document-store';
import { Permission, seedSchool, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { anonymizeDuePersons } from './anonymize-persons';

/**
 * anonymize_after_days (MD-SET-07, ADR 0304): an archived person's personal fields are cleared once
 * their last planned work and their archiving lie that many days back; the clock stands at 2026-11-21,
 * so the default 730 days reach back to 2024-11-21.
 */
let deps: TestDeps;
let server: TestServer;
const ids: Record<string, number> = {};
let store: DocumentStore;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const school = await seedSchool(deps, 1);
  await deps.db.withSystem(async (tx) => {
    const person = async (lastName: string, archivedAt: string | null) => {
      const [row] = await tx
        .insert(persons)
        .values({
          poolId: 1,
          firstName: 'Eva',
          lastName,
          initials: 'E.',
          email: `${lastName.toLowerCase()}@example.org`,
          mobile: '0612345678',
          birthDate: '1990-04-01',
          bsn: '123456782',
          city: 'Zeist',
          generalRemark: 'Komt graag terug',
          archivedAt: archivedAt === null ? null : new Date(archivedAt),
        })
        .returning({ id: persons.id });
      ids[lastName] = row!.id;
    };
    await person('Oud', '2024-09-01T10:00:00Z');
    await person('Laatgewerkt', '2024-09-01T10:00:00Z');
    await person('Contract', '2024-09-01T10:00:00Z');
    await person('Gebruiker', '2024-09-01T10:00:00Z');
    await person('Recent', '2026-01-10T10:00:00Z');
    await person('Actief', null);
    const [type] = await tx
      .insert(contractTypes)
      .values({ poolId: 1, code: 'TIJD', name: 'Tijdelijk' })
      .returning({ id: contractTypes.id });
    await tx.insert(contracts).values({
      poolId: 1,
      personId: ids.Contract!,
      contractTypeId: type!.id,
      branchId: school,
      startDate: '2024-08-01',
      endDate: '2027-07-31',
    });
  });
  // Oud's personal records besides the person's fields: a document, a photo, a field of the pool's own, a certificate
  store = localDocumentStore(fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-anonymize-')));
  provideDocumentStore(deps, store);
  await store.put('1/documents/oud-cv.pdf', Buffer.from('%PDF'), 'application/pdf');
  await store.put(avatarKey(1, ids.Oud!, 's'), Buffer.from('webp'), 'image/webp');
  await deps.db.withSystem(async (tx) => {
    await tx.insert(documents).values({
      poolId: 1,
      entityType: 'person',
      entityId: ids.Oud!,
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: 4,
      sha256: 'x',
      storageKey: '1/documents/oud-cv.pdf',
      uploadedBy: 'planner',
      uploadedAt: new Date('2024-01-01'),
    });
    const [field] = await tx
      .insert(additionalFields)
      .values({ poolId: 1, name: 'Rijbewijs', label: 'Rijbewijs', key: 'rijbewijs', type: 'bool', location: 'person' })
      .returning({ id: additionalFields.id });
    await tx.insert(additionalFieldValues).values([
      { poolId: 1, fieldId: field!.id, recordId: ids.Oud!, value: '1' },
      { poolId: 1, fieldId: field!.id, recordId: ids.Actief!, value: '1' },
    ]);
    await tx.insert(conducts).values({ poolId: 1, personId: ids.Oud!, fileName: 'vog.pdf', issueDate: '2023-05-01', remark: 'Gezien' });
  });
  await deps.db.db.execute(sql`insert into staffing.daypart_day_total_directory (pool_id, date, branch_id, state, person_id) values
    (1, '2024-08-30', ${school}, 'planned', ${ids.Oud}), (1, '2025-06-02', ${school}, 'planned', ${ids.Laatgewerkt}),
    (1, '2025-06-03', ${school}, 'invited', ${ids.Oud})`);
  await deps.db.db.execute(
    sql`insert into identity.profile_directory (id, pool_id, person_id, account_id, branch_id, archived_at) values (901, 1, ${ids.Gebruiker}, 901, ${school}, null)`,
  );
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

const person = async (id: number) =>
  (
    await rowsOf<Record<string, unknown>>(
      deps.db.db,
      sql`select first_name, last_name, initials, email, mobile, birth_date, bsn, city, general_remark, archived_at from masterdata.persons where id = ${id}`,
    )
  )[0]!;
const setting = (value: number | null) =>
  deps.db.withSystem((tx) =>
    tx.execute(
      value === null
        ? sql`delete from masterdata.pool_settings where pool_id = 1 and code = 'anonymize_after_days'`
        : sql`insert into masterdata.pool_settings (pool_id, code, value) values (1, 'anonymize_after_days', ${String(value)}::jsonb)
            on conflict (pool_id, code) do update set value = excluded.value`,
    ),
  );

describe('MD-SET-07 anonymize_after_days', () => {
  it('does nothing while the pool has it at 0', async () => {
    await setting(0);
    expect(await anonymizeDuePersons(deps)).toEqual(new Map());
    expect((await person(ids.Oud!)).last_name).toBe('Oud');
    await setting(null);
  });

  it("clears the personal fields of an archived person whose last planned work and archiving lie the pool's days back, keeping the row and its work", async () => {
    expect(await anonymizeDuePersons(deps)).toEqual(new Map([[1, [ids.Oud]]]));
    expect(await person(ids.Oud!)).toMatchObject({
      first_name: 'Anoniem',
      last_name: `#${ids.Oud}`,
      initials: 'A.',
      email: null,
      mobile: null,
      birth_date: null,
      bsn: null,
      city: null,
      general_remark: null,
    });
    expect((await person(ids.Oud!)).archived_at).not.toBeNull();
    // the work stays for the reports, under the anonymous person
    const work = await rowsOf<{ n: number }>(
      deps.db.db,
      sql`select count(*)::int as n from staffing.daypart_day_total_directory where person_id = ${ids.Oud}`,
    );
    expect(work[0]!.n).toBe(2);
    // the documents, photo, fields of the pool's own and certificate files go with it; another person's stay
    const left = await rowsOf<{ documents: number; values: number; file: string | null; issued: string }>(
      deps.db.db,
      sql`select (select count(*)::int from masterdata.documents where entity_id = ${ids.Oud}) as documents,
        (select count(*)::int from masterdata.additional_field_values) as values,
        c.file_name as file, c.issue_date::text as issued from masterdata.conducts c where c.person_id = ${ids.Oud}`,
    );
    expect(left[0]).toEqual({ documents: 0, values: 1, file: null, issued: '2023-05-01' });
    expect(await store.has('1/documents/oud-cv.pdf')).toBe(false);
    expect(await store.has(avatarKey(1, ids.Oud!, 's'))).toBe(false);
    // planned work after the cutoff, a running contract, a live profile, a recent archiving or none keep a person as they are
    for (const name of ['Laatgewerkt', 'Contract', 'Gebruiker', 'Recent', 'Actief'])
      expect((await person(ids[name]!)).last_name).toBe(name);
    // a second run finds nothing left to do
    expect(await anonymizeDuePersons(deps)).toEqual(new Map());
  });

  it('reaches further with fewer days', async () => {
    await setting(100);
    try {
      const done = await anonymizeDuePersons(deps);
      expect([...(done.get(1) ?? [])].sort()).toEqual([ids.Laatgewerkt, ids.Recent].sort());
    } finally {
      await setting(null);
    }
  });

  it('accepts 0 in the settings form as off', async () => {
    const token = await tokenWith(deps, 1, Permission.SETTINGS_ALL);
    const res = await server.call('PUT', '/api/settings/pool', { token, body: [{ code: 'anonymize_after_days', value: 0 }] });
    expect(res.status).toBe(200);
    await setting(null);
  });
});
