import { sql } from 'drizzle-orm';
import { BoardNumberPermission, Permission, PersonFieldPermission as F, PersonTabPermission } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { testToken, type TestDeps, type TestServer } from '@app/service-kit/testing';
import { labelGroups, labels, persons } from '../db/schema';
import { NOT_ENOUGH, SETUP_TIMEOUT_MS, startMasterdata } from '../testing/fixtures';

/**
 * The person card's field rights (ID-PERM-10, MD-PPOP-04): the remarks, matching info and BSN are
 * absent from every answer to who lacks their right and refused in a write; the Labels tab and its
 * calls need the labels right.
 */
let deps: TestDeps;
let server: TestServer;
let anna: number;
let bram: number;
let label: number;

const GUARDED = {
  admin_remark: 'Let op: contract loopt af',
  general_remark: 'Rijdt auto',
  internal_remark: 'Niet bij groep 8',
  matching_info: 'Voorkeur onderbouw',
  bsn: '111222333',
};
const ALL_FIELDS = Object.values(F);
const token = (allow: string[], poolId = 1, personId: number | null = null) =>
  testToken(deps, { pool_id: poolId, view_entire_pool: true, allow, person_id: personId });

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const rows = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values([
        { poolId: 1, firstName: 'Anna', lastName: 'Aarts', initials: 'A.', adminRemark: GUARDED.admin_remark },
        { poolId: 2, firstName: 'Bram', lastName: 'Bos', initials: 'B.' },
      ])
      .returning({ id: persons.id }),
  );
  [anna, bram] = rows.map((r) => r.id) as [number, number];
  await deps.db.db.execute(
    sql`update masterdata.persons set general_remark = ${GUARDED.general_remark}, internal_remark = ${GUARDED.internal_remark},
      matching_info = ${GUARDED.matching_info}, bsn = ${GUARDED.bsn} where id = ${anna}`,
  );
  const [group] = await deps.db.withSystem((tx) =>
    tx.insert(labelGroups).values({ poolId: 1, name: 'Inzet', color: '#1976d2', multiselect: true }).returning({ id: labelGroups.id }),
  );
  const [row] = await deps.db.withSystem((tx) =>
    tx.insert(labels).values({ poolId: 1, name: 'Ervaren', labelGroupId: group!.id }).returning({ id: labels.id }),
  );
  label = row!.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('ID-PERM-10: the person card field rights, enforced by the server', () => {
  it('ID-PERM-10: answers each guarded field only to a holder of its right', async () => {
    const all = await server.call('GET', `/api/person/${anna}`, { token: await token([Permission.PERSON_VIEW, ...ALL_FIELDS]) });
    expect(all.body.data).toMatchObject(GUARDED);

    const none = await server.call('GET', `/api/person/${anna}`, { token: await token([Permission.PERSON_VIEW]) });
    expect(none.status).toBe(200);
    for (const field of Object.keys(GUARDED)) expect(none.body.data).not.toHaveProperty(field);
    expect(none.body.data).toMatchObject({ first_name: 'Anna' });

    const some = await server.call('GET', `/api/person/${anna}`, {
      token: await token([Permission.PERSON_VIEW, F.PERSON_GENERAL_REMARK, F.PERSON_MATCHING_INFO]),
    });
    expect(some.body.data).toMatchObject({ general_remark: GUARDED.general_remark, matching_info: GUARDED.matching_info });
    for (const field of ['admin_remark', 'internal_remark', 'bsn']) expect(some.body.data).not.toHaveProperty(field);
  });

  it("ID-PERM-10: refuses a write of a guarded field without its right with 403 'Not enough permissions', and keeps the value", async () => {
    const editor = await token([Permission.PERSON_ALL, F.PERSON_GENERAL_REMARK]);
    const refused = await server.call('PUT', `/api/person/${anna}`, { token: editor, body: { bsn: '123456782' } });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const created = await server.call('POST', '/api/person', {
      token: editor,
      body: { first_name: 'Cor', last_name: 'Claes', admin_remark: 'x' },
    });
    expect(created.status).toBe(403);

    const allowed = await server.call('PUT', `/api/person/${anna}`, { token: editor, body: { general_remark: 'Fietst' } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toMatchObject({ general_remark: 'Fietst' });
    expect(allowed.body.data).not.toHaveProperty('bsn');
    const [stored] = await rowsOf(deps.db.db, sql`select bsn, general_remark from masterdata.persons where id = ${anna}`);
    expect(stored).toEqual({ bsn: GUARDED.bsn, general_remark: 'Fietst' });
  });

  it("ID-PERM-10: another pool's person stays 404, with every right", async () => {
    const res = await server.call('PUT', `/api/person/${bram}`, {
      token: await token([Permission.PERSON_ALL, ...ALL_FIELDS]),
      body: { bsn: '123456782' },
    });
    expect(res.status).toBe(404);
    expect(
      (await server.call('GET', `/api/person/${bram}/labels`, { token: await token([Permission.PERSON_ALL, F.PERSON_LABELS]) })).status,
    ).toBe(404);
  });

  it('ID-PERM-10: the Labels tab calls need the labels right beside the person right', async () => {
    const without = await token([Permission.PERSON_ALL]);
    expect((await server.call('GET', `/api/person/${anna}/labels`, { token: without })).status).toBe(403);
    expect((await server.call('POST', `/api/person/${anna}/labels`, { token: without, body: { label_id: label } })).status).toBe(403);
    const holder = await token([Permission.PERSON_ALL, F.PERSON_LABELS]);
    expect((await server.call('POST', `/api/person/${anna}/labels`, { token: holder, body: { label_id: label } })).status).toBe(200);
    const read = await server.call('GET', `/api/person/${anna}/labels`, { token: holder });
    expect(read.status).toBe(200);
  });

  it('ID-PERM-10: the Profiles tab read needs the profiles right beside the person right', async () => {
    expect((await server.call('GET', `/api/person/${anna}/profiles`, { token: await token([Permission.PERSON_ALL]) })).status).toBe(403);
    const holder = await token([Permission.PERSON_VIEW, F.PERSON_PROFILES]);
    expect((await server.call('GET', `/api/person/${anna}/profiles`, { token: holder })).status).toBe(200);
    expect((await server.call('GET', `/api/person/${bram}/profiles`, { token: holder })).status).toBe(404);
  });

  it("ID-PERM-10: the person list's CSV export needs the export right; the list itself does not", async () => {
    const reader = await token([Permission.PERSON_VIEW]);
    expect((await server.call('GET', '/api/person', { token: reader })).status).toBe(200);
    const refused = await server.call('GET', '/api/person?csv-export=personen', { token: reader });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const csv = await server.call('GET', '/api/person?csv-export=personen', {
      token: await token([Permission.PERSON_VIEW, F.PERSON_EXPORT]),
    });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Anna Aarts');
    expect(String(csv.body)).not.toContain('Bram');
  });

  it('ID-PERM-10: "my data" leaves out the guarded fields its holder lacks, on the own card too', async () => {
    const me = await server.call('GET', '/api/person/me', { token: await token([Permission.PERSON_POPUP_VIEW], 1, anna) });
    expect(me.status).toBe(200);
    for (const field of Object.keys(GUARDED)) expect(me.body.data.person).not.toHaveProperty(field);
    expect(me.body.data.form.fields.map((f: { key: string }) => f.key)).not.toContain('bsn');
  });
});

describe('ID-PERM-10: the mail settings (notification_mails_off) have their right', () => {
  const MAIL = F.PERSON_MAIL_SETTINGS;

  it('ID-PERM-10 mail settings: answered, offered in the form and on "my data" only with PERSON_MAIL_SETTINGS', async () => {
    const read = await server.call('GET', `/api/person/${anna}`, { token: await token([Permission.PERSON_VIEW]) });
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('notification_mails_off');
    const held = await server.call('GET', `/api/person/${anna}`, { token: await token([Permission.PERSON_VIEW, MAIL]) });
    expect(held.body.data).toMatchObject({ notification_mails_off: false });
    const keysOf = async (allow: string[]) =>
      ((await server.call('GET', '/api/template/person', { token: await token(allow) })).body.data.fields as { key: string }[]).map(
        (f) => f.key,
      );
    expect(await keysOf([Permission.PERSON_ALL])).not.toContain('notification_mails_off');
    expect(await keysOf([Permission.PERSON_ALL, MAIL])).toContain('notification_mails_off');
    const me = await server.call('GET', '/api/person/me', { token: await token([Permission.PERSON_POPUP_VIEW], 1, anna) });
    expect(me.body.data.person).not.toHaveProperty('notification_mails_off');
    const mine = await server.call('GET', '/api/person/me', { token: await token([Permission.PERSON_POPUP_VIEW, MAIL], 1, anna) });
    expect(mine.body.data.person).toMatchObject({ notification_mails_off: false });
  });

  it("ID-PERM-10 mail settings: a change without the right is 403 'Not enough permissions' and writes nothing; with it and PERSON_ALL it is changed", async () => {
    const refused = await server.call('PUT', `/api/person/${anna}`, {
      token: await token([Permission.PERSON_ALL]),
      body: { notification_mails_off: true },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const stored = async () =>
      (
        await rowsOf<{ notification_mails_off: boolean }>(
          deps.db.db,
          sql`select notification_mails_off from masterdata.persons where id = ${anna}`,
        )
      )[0]!.notification_mails_off;
    expect(await stored()).toBe(false);
    const changed = await server.call('PUT', `/api/person/${anna}`, {
      token: await token([Permission.PERSON_ALL, MAIL]),
      body: { notification_mails_off: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ notification_mails_off: true });
    expect(await stored()).toBe(true);
    // staffing reads the setting from the published view
    const [published] = await deps.db.withPool(1, (tx) =>
      rowsOf<{ notification_mails_off: boolean }>(
        tx,
        sql`select notification_mails_off from masterdata.person_detail_directory where id = ${anna}`,
      ),
    );
    expect(published).toEqual({ notification_mails_off: true });
    expect(
      (
        await server.call('PUT', `/api/person/${bram}`, {
          token: await token([Permission.PERSON_ALL, MAIL]),
          body: { notification_mails_off: true },
        })
      ).status,
    ).toBe(404);
    await deps.db.db.execute(sql`update masterdata.persons set notification_mails_off = false where id = ${anna}`);
  });
});

describe('ID-PERM-06: the board number group', () => {
  const BOARD_NUMBER = BoardNumberPermission.BOARD_NUMBER_VIEW;
  beforeAll(() => deps.db.db.execute(sql`update masterdata.persons set personnel_number = 'P-10442' where id = ${anna}`));

  it('ID-PERM-06: the board (personnel) number is answered, offered in the form and printed only with BOARD_NUMBER_VIEW', async () => {
    const reader = await token([Permission.PERSON_VIEW, PersonTabPermission.PERSON_PDF]);
    const holder = await token([Permission.PERSON_VIEW, PersonTabPermission.PERSON_PDF, BOARD_NUMBER]);
    const read = await server.call('GET', `/api/person/${anna}`, { token: reader });
    expect(read.body.data).not.toHaveProperty('personnel_number');
    expect((await server.call('GET', `/api/person/${anna}`, { token: holder })).body.data).toMatchObject({ personnel_number: 'P-10442' });
    const keysOf = async (allow: string[]) =>
      ((await server.call('GET', '/api/template/person', { token: await token(allow) })).body.data.fields as { key: string }[]).map(
        (f) => f.key,
      );
    expect(await keysOf([Permission.PERSON_ALL])).not.toContain('personnel_number');
    expect(await keysOf([Permission.PERSON_ALL, BOARD_NUMBER])).toContain('personnel_number');
    const printed = async (t: string) => JSON.stringify((await server.call('GET', `/api/report/person/${anna}`, { token: t })).body.data);
    expect(await printed(reader)).not.toContain('P-10442');
    expect(await printed(holder)).toContain('P-10442');
    const me = await server.call('GET', '/api/person/me', { token: await token([Permission.PERSON_POPUP_VIEW], 1, anna) });
    expect(me.body.data.person).not.toHaveProperty('personnel_number');
  });

  it('ID-PERM-06: the person list finds a person by board number only for a holder of BOARD_NUMBER_VIEW', async () => {
    const found = async (allow: string[]) =>
      ((await server.call('GET', '/api/person?search[name]=P-10442', { token: await token(allow) })).body.data as { id: number }[]).map(
        (p) => p.id,
      );
    expect(await found([Permission.PERSON_VIEW])).toEqual([]);
    expect(await found([Permission.PERSON_VIEW, BOARD_NUMBER])).toEqual([anna]);
  });

  it("ID-PERM-06: changing the board number without the right is 403 'Not enough permissions'; with it and PERSON_ALL it is changed", async () => {
    const refused = await server.call('PUT', `/api/person/${anna}`, {
      token: await token([Permission.PERSON_ALL]),
      body: { personnel_number: 'X' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const changed = await server.call('PUT', `/api/person/${anna}`, {
      token: await token([Permission.PERSON_ALL, BOARD_NUMBER]),
      body: { personnel_number: 'P-20001' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ personnel_number: 'P-20001' });
  });
});

describe('MD-PPOP-04: the person popup and form offer only the fields and tabs the caller may see', () => {
  it('MD-PPOP-04: the person form leaves out the guarded fields, the popup the Labels tab, without their rights', async () => {
    const keysOf = async (allow: string[]) =>
      ((await server.call('GET', '/api/template/person', { token: await token(allow) })).body.data.fields as { key: string }[]).map(
        (f) => f.key,
      );
    const withoutRights = await keysOf([Permission.PERSON_ALL]);
    for (const field of Object.keys(GUARDED)) expect(withoutRights).not.toContain(field);
    expect(await keysOf([Permission.PERSON_ALL, F.PERSON_BSN])).toContain('bsn');

    const tabsOf = async (allow: string[]) =>
      ((await server.call('GET', '/api/template-popup/person', { token: await token(allow) })).body.data.tabs as { key: string }[]).map(
        (t) => t.key,
      );
    expect(await tabsOf([Permission.PERSON_ALL])).not.toContain('labels');
    expect(await tabsOf([Permission.PERSON_ALL, F.PERSON_LABELS])).toContain('labels');
    expect(await tabsOf([Permission.PERSON_ALL])).not.toContain('profiles');
    expect(await tabsOf([Permission.PERSON_ALL, F.PERSON_PROFILES])).toContain('profiles');
  });

  it('MD-PPOP-04: the person list offers the CSV export only with the export right', async () => {
    const exportOf = async (allow: string[]) =>
      (await server.call('GET', '/api/template-page/person', { token: await token(allow) })).body.data.export as boolean;
    expect(await exportOf([Permission.PERSON_VIEW])).toBe(false);
    expect(await exportOf([Permission.PERSON_VIEW, F.PERSON_EXPORT])).toBe(true);
  });
});
