import { and, eq, like } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branches, contracts, contractTypes, persons } from '../db/schema';

/**
 * The teaching staff of the demo schools: the absentees of the demo requests (staffing's demo data
 * reports their absences). Their e-mail addresses share one domain, `TEACHER_DOMAIN`,
 * the only thing staffing's demo knows of them.
 */
export const TEACHER_DOMAIN = 'leerkracht.demo.invalpool.nl';

const FIRST = ['Anouk', 'Bas', 'Carmen', 'Dirk', 'Eva', 'Floor', 'Gijs', 'Hanna', 'Ilse', 'Joost', 'Kim', 'Lars', 'Maaike', 'Noah'];
const LAST = ['de Jong', 'van Dijk', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker'];

/** Twelve teachers per school of the pool, with a permanent contract there: first and last names taken in turn. */
const teachersOf = (schools: readonly string[]) =>
  schools.flatMap((school, s) =>
    Array.from({ length: 12 }, (_, i) => {
      const n = s * 12 + i;
      const first = FIRST[n % FIRST.length]!;
      const [middle, last] = splitLast(LAST[(n * 5 + s) % LAST.length]!);
      return {
        school,
        first,
        middle,
        last,
        email: `${first}.${(middle ? `${middle}${last}` : last).replace(/\s/g, '')}${n}@${TEACHER_DOMAIN}`.toLowerCase(),
      };
    }),
  );

/** 'van Dijk' -> ['van', 'Dijk']: Dutch surname prefixes go to the middle name. */
function splitLast(name: string): [string | null, string] {
  const parts = name.split(' ');
  return parts.length > 1 ? [parts.slice(0, -1).join(' '), parts.at(-1)!] : [null, name];
}

/** The teachers of the pool's schools and their contracts, once per pool (its own check, so older data folders get them). */
export async function seedTeachers(tx: Tx, poolId: number) {
  const [done] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.poolId, poolId), like(persons.email, `%@${TEACHER_DOMAIN}`)))
    .limit(1);
  if (done) return;
  const schools = await tx.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.poolId, poolId));
  const [permanent] = await tx
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .where(and(eq(contractTypes.poolId, poolId), eq(contractTypes.code, 'VAST')));
  const named = new Map(schools.map((b) => [b.name, b.id]));
  const wanted = teachersOf(schools.filter((b) => !b.name.startsWith('Stichting')).map((b) => b.name));
  if (!wanted.length || !permanent) return;
  const created = await tx
    .insert(persons)
    .values(
      wanted.map((t) => ({
        poolId,
        firstName: t.first,
        middleName: t.middle,
        lastName: t.last,
        initials: `${t.first[0]}.`,
        email: t.email,
        city: 'Utrecht',
      })),
    )
    .returning({ id: persons.id, email: persons.email });
  const idOf = new Map(created.map((p) => [p.email, p.id]));
  await tx.insert(contracts).values(
    wanted.map((t) => ({
      poolId,
      personId: idOf.get(t.email)!,
      contractTypeId: permanent.id,
      branchId: named.get(t.school)!,
      startDate: '2020-08-01',
      endDate: '2040-07-31',
      hours: 32,
      wtf: 0.8,
      functionCode: 'L10',
    })),
  );
}
