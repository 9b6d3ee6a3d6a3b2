import { sql } from 'drizzle-orm';
import type { BirthdayPerson } from '@app/contracts';
import { rowsOf, type Tx } from '@app/service-kit';
import { contracts, persons } from '../db/schema';
import { settingOf } from '../domain/settings/setting-catalogue';
import { visibleBranches, type PersonalScope } from './list-query';
import { personList } from './persons';
import { poolSettingValue } from './settings';

/** The pool's birthdays panel settings: shown at all, and how many days from today it looks ahead. */
export async function birthdaySettings(tx: Tx, poolId: number): Promise<{ enabled: boolean; days: number }> {
  const enabled = await poolSettingValue(tx, poolId, settingOf('show_birthdays_panel')!);
  const days = await poolSettingValue(tx, poolId, settingOf('birthday_display_days')!);
  return { enabled: enabled === true, days: typeof days === 'number' ? days : 7 };
}

/**
 * The live persons of the caller's scope (the person list's personal filter) whose next birthday
 * falls from `today` through `days - 1` days later, soonest first. A birthday on 29 February is
 * kept on the 28th in other years (PostgreSQL's year arithmetic).
 */
export async function birthdaysFrom(
  tx: Tx,
  poolId: number,
  scope: PersonalScope | null,
  today: string,
  days: number,
): Promise<BirthdayPerson[]> {
  const inScope = scope ? personList.scope!(visibleBranches(poolId, scope.branchId), scope) : sql`true`;
  // the last birthday on or before today, then the next one from today
  const last = sql`(${persons.birthDate} + date_part('year', age(${today}::date, ${persons.birthDate}))::int * interval '1 year')::date`;
  const next = sql`(case when ${last} = ${today}::date then ${last} else (${persons.birthDate} + (date_part('year', age(${today}::date, ${persons.birthDate}))::int + 1) * interval '1 year')::date end)`;
  const rows = await rowsOf<{
    id: number;
    initials: string;
    full_name: string;
    date: string;
    age: number;
    function_types: string[] | null;
  }>(
    tx,
    sql`select * from (
        select ${persons.id} as id, ${persons.initials} as initials,
          concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName}) as full_name,
          ${next}::text as date, date_part('year', age(${next}, ${persons.birthDate}))::int as age,
          (select array_agg(distinct c.function_code order by c.function_code) from ${contracts} c
            where c.person_id = ${persons.id} and c.pool_id = ${poolId} and c.archived_at is null and c.function_code is not null
              and c.end_date >= ${today}::date) as function_types
        from ${persons}
        where ${persons.poolId} = ${poolId} and ${persons.archivedAt} is null and ${persons.birthDate} is not null and ${inScope}
      ) b where b.date::date < ${today}::date + ${days}::int order by b.date, b.full_name`,
  );
  return rows.map((r) => ({
    id: r.id,
    initials: r.initials,
    image: null,
    full_name: r.full_name,
    function_types: r.function_types ?? [],
    age: r.age,
    date: r.date,
    today: r.date === today,
  }));
}
