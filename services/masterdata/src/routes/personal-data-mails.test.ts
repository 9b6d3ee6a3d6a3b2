import { sql } from 'drizzle-orm';
import {
  DEFAULT_ROLES,
  MailingPermission as M,
  Permission as P,
  PersonFieldPermission as F,
  RESERVED_MAILING_PERMISSIONS,
} from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { SETUP_TIMEOUT_MS, tokenWith } from '../testing/fixtures';
import { startSeededPools, type SeededPools } from '../testing/seeded-pools';

/**
 * ID-PERM-14 personal data change: a change of a person's personal data (name, gender, date of
 * birth, BSN, address, phone numbers, e-mail addresses) tells the person, as a security notice,
 * when one of their live profiles holds MAILING_PERSONAL_DATA_CHANGED (ADR 0345): which data
 * changed, never a value, to the address on record before the change and to a new one. Master data
 * and identity on the demo data: Iris ('invaller') has a Substitute profile, whose parent Employee
 * holds the right; the demo teachers have no account.
 */
let seeded: SeededPools;
let pool: number;
let iris: number;
let teacher: number;
let editor: string;
const RIGHT = M.MAILING_PERSONAL_DATA_CHANGED;
const TEMPLATE = 'masterdata.personal_data_changed';
const IRIS = 'invaller@demo.invalpool.nl';
const BSN = '111222333';

const db = () => seeded.deps.db.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(db(), query))[0]!;

beforeAll(async () => {
  seeded = await startSeededPools();
  pool = seeded.pools.demo;
  iris = (await one<{ id: number }>(sql`select id from masterdata.persons where pool_id = ${pool} and email = ${IRIS}`)).id;
  teacher = (
    await one<{ id: number }>(
      sql`select min(id) as id from masterdata.persons where pool_id = ${pool} and email like '%@leerkracht.demo.invalpool.nl'`,
    )
  ).id;
  editor = await tokenWith(seeded.deps, pool, P.PERSON_ALL, F.PERSON_BSN, F.PERSON_GENERAL_REMARK);
}, SETUP_TIMEOUT_MS);
afterAll(() => seeded?.close());

/** The notices master data wrote into its outbox since this was called. */
function outbox() {
  const since = one<{ id: number | null }>(sql`select max(id)::int as id from masterdata.outbox`).then((r) => r.id ?? 0);
  return async () =>
    rowsOf<{ recipient: string; template: string; body_text: string; pool_id: number }>(
      db(),
      sql`select recipient, template, body_text, pool_id from masterdata.outbox where id > ${await since} order by id`,
    );
}
const change = async (person: number, body: Record<string, unknown>, status = 200) => {
  const res = await seeded.server.call('PUT', `/api/person/${person}`, { token: editor, body });
  if (res.status !== status) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
};
const employeeHolds = (holds: boolean) =>
  db().execute(
    holds
      ? sql`update identity.roles set allow = allow || ${JSON.stringify([RIGHT])}::jsonb where pool_id = ${pool} and code = 'ROLE_EMPLOYEE'`
      : sql`update identity.roles set allow = allow - ${RIGHT} where pool_id = ${pool} and code = 'ROLE_EMPLOYEE'`,
  );

describe('ID-PERM-14 personal data change', () => {
  it('ID-PERM-14: the right is no longer reserved; Employee holds it (Substitute inherits it), the planners’ roles do not', () => {
    expect(RESERVED_MAILING_PERMISSIONS).not.toContain(RIGHT);
    expect(DEFAULT_ROLES.find((r) => r.code === 'ROLE_EMPLOYEE')!.allow).toContain(RIGHT);
    for (const code of ['ROLE_BOARD', 'ROLE_SCHOOL']) expect(DEFAULT_ROLES.find((r) => r.code === code)!.allow).not.toContain(RIGHT);
  });

  it('ID-PERM-14: a new phone number and address tell the person which data changed, without the values', async () => {
    const written = outbox();
    await change(iris, { telephone: '0301234567', street: 'Lindelaan', city: 'Zwolle' });
    const [mail, ...more] = await written();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: IRIS, template: TEMPLATE, pool_id: pool });
    expect(mail!.body_text).toContain('In uw persoonsgegevens is gewijzigd: adres, telefoonnummer.');
    expect(mail!.body_text).toContain('Your personal data changed: address, telephone number.');
    expect(mail!.body_text).toContain('Neem dan contact op met uw planner of de administratie.');
    for (const value of ['0301234567', 'Lindelaan', 'Zwolle']) expect(mail!.body_text).not.toContain(value);
  });

  it('ID-PERM-14: a new BSN is named, never its value; a new e-mail address is told at the old and the new address', async () => {
    const written = outbox();
    await change(iris, { bsn: BSN, email: 'iris.nieuw@demo.invalpool.nl' });
    try {
      const mails = await written();
      expect(mails.map((m) => m.recipient).sort()).toEqual(['iris.nieuw@demo.invalpool.nl', IRIS].sort());
      for (const m of mails) {
        expect(m.body_text).toContain('burgerservicenummer (BSN), e-mailadres');
        expect(m.body_text).toContain('citizen service number (BSN), e-mail address');
        expect(m.body_text).not.toContain(BSN);
      }
    } finally {
      await change(iris, { email: IRIS });
    }
  });

  it('ID-PERM-14: the office’s data of the card tells nobody, nor a change of a person without an account', async () => {
    const written = outbox();
    await change(iris, { general_remark: 'Rijdt auto', intake_date: '2026-09-01' });
    await change(teacher, { telephone: '0307654321' });
    expect(await written()).toEqual([]);
  });

  it('ID-PERM-14: without the right, or with the notification mails off, the person is not told', async () => {
    const written = outbox();
    await employeeHolds(false);
    try {
      await change(iris, { mobile: '0611111111' });
    } finally {
      await employeeHolds(true);
    }
    await db().execute(sql`update masterdata.persons set notification_mails_off = true where id = ${iris}`);
    try {
      await change(iris, { mobile: '0622222222' });
    } finally {
      await db().execute(sql`update masterdata.persons set notification_mails_off = false where id = ${iris}`);
    }
    expect(await written()).toEqual([]);
    // the right back and the mails on: the next change is told
    await change(iris, { mobile: '0633333333' });
    expect((await written()).map((m) => m.recipient)).toEqual([IRIS]);
  });

  it('ID-PERM-14: the notice is written in the change’s transaction: a refused change (an e-mail address taken) writes none', async () => {
    const written = outbox();
    const taken = (await one<{ email: string }>(sql`select email from masterdata.persons where id = ${teacher}`)).email;
    await change(iris, { telephone: '0309999999', email: taken }, 422);
    expect(await written()).toEqual([]);
  });
});
