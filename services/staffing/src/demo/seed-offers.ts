import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { addDays, type OfferKind } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { personDirectory } from '@app/contracts/published-views/masterdata';
import { offers, requestDates, requests } from '../db/schema';
import { dateInAmsterdam } from '../domain/calendar/iso-dates';
import { offerRequest } from '../flows/offer-request';
import { answerOffer } from '../flows/answer-offer';
import { EXPIRY_AUTHOR, expireOffers } from '../flows/expire-offers';
import { requestOffers } from '../store/offer-rows';
import { cancelOffer } from '../store/offer-writes';
import type { Caller } from '../store/request-rows';

/** Who gets the demo's offers: the demo substitutes with an account (identity's demo data), by e-mail. */
const SUBSTITUTE = {
  invaller: 'invaller@demo.invalpool.nl',
  jan: 'jan.jansen@demo.invalpool.nl',
  fatima: 'fatima.elamrani@demo.invalpool.nl',
  lotte: 'lotte.visser@demo.invalpool.nl',
  daan: 'daan.bakker@demo.invalpool.nl',
} as const;
type Who = keyof typeof SUBSTITUTE;

/** What happens to an offer after it is made. */
type Then = 'open' | 'accept' | 'deny' | 'expire' | 'cancel';

/**
 * The demo's offers, one scenario per upcoming open request: the demo substitute
 * `invaller` has invitations and a reservation to answer (inbox, and the link in the mail), and the
 * other states show in the lists and on the timelines: accepted (a planned substitute, the other
 * invitee's offer closed as filled), denied with a remark, expired, cancelled by the planner.
 */
const SCENARIOS: { kind: OfferKind; to: Who[]; then: Partial<Record<Who, Then>> }[] = [
  { kind: 'invitation', to: ['invaller', 'jan', 'fatima'], then: {} },
  { kind: 'reservation', to: ['invaller'], then: {} },
  { kind: 'reservation', to: ['lotte'], then: { lotte: 'accept' } },
  { kind: 'invitation', to: ['invaller', 'daan'], then: {} },
  { kind: 'invitation', to: ['lotte', 'daan'], then: { lotte: 'accept' } },
  { kind: 'invitation', to: ['jan'], then: { jan: 'deny' } },
  { kind: 'invitation', to: ['daan'], then: { daan: 'expire' } },
  { kind: 'invitation', to: ['fatima'], then: { fatima: 'cancel' } },
];

const PLANNER = { username: 'planner', full_name: 'Pieter de Planner' };

/** Once per pool, after its requests: through the same calls a planner and a substitute make. */
export async function seedDemoOffers(deps: ServiceDeps, poolId: number): Promise<number> {
  const now = deps.clock.now();
  const [seeded] = await deps.db.withPool(poolId, (tx) =>
    tx.select({ id: offers.id }).from(offers).where(eq(offers.poolId, poolId)).limit(1),
  );
  if (seeded) return 0;
  const { persons, open, busy } = await deps.db.withPool(poolId, async (tx) => {
    const found = await tx
      .select({ id: personDirectory.id, email: personDirectory.email })
      .from(personDirectory)
      .where(and(eq(personDirectory.poolId, poolId), inArray(personDirectory.email, Object.values(SUBSTITUTE))));
    const ids = found.map((p) => p.id);
    return {
      persons: found,
      // the open dayparts of requests that start the day after tomorrow or later, soonest first
      open: await tx
        .select({ number: requests.number, date: requestDates.date })
        .from(requests)
        .innerJoin(requestDates, eq(requestDates.requestId, requests.id))
        .where(
          and(
            eq(requests.poolId, poolId),
            sql`${requests.deletedAt} is null`,
            eq(requestDates.state, 'open'),
            gte(requestDates.date, addDays(dateInAmsterdam(now), 2)),
          ),
        )
        .orderBy(asc(requestDates.date), asc(requests.number)),
      // where the substitutes work already, or are absent themselves
      busy: ids.length
        ? await tx
            .select({ date: requestDates.date, planned: requestDates.personId, absent: requests.absenteePersonId })
            .from(requestDates)
            .innerJoin(requests, eq(requests.id, requestDates.requestId))
            .where(
              and(
                eq(requestDates.poolId, poolId),
                sql`(${inArray(requestDates.personId, ids)} and ${requestDates.state} = 'planned' or ${inArray(requests.absenteePersonId, ids)})`,
              ),
            )
        : [],
    };
  });
  const idOf = (who: Who) => persons.find((p) => p.email === SUBSTITUTE[who])?.id;
  const busyOn = new Set(busy.flatMap((b) => [`${b.planned}/${b.date}`, `${b.absent}/${b.date}`]));
  const datesOf = new Map<number, string[]>();
  for (const { number, date } of open) datesOf.set(number, [...(datesOf.get(number) ?? []), date]);
  const used = new Set<number>();
  // the shortest request each of the persons is free on somewhere (the plan rule refuses a person
  // free on none), the soonest of equals: a scenario holds its persons on every date of its request,
  // and a long one taken early can leave them free on no other, so later scenarios would be skipped
  const requestFor = (to: number[]) =>
    [...datesOf.entries()]
      .filter(([number, dates]) => !used.has(number) && to.every((p) => dates.some((d) => !busyOn.has(`${p}/${d}`))))
      .sort((a, b) => a[1].length - b[1].length)[0]?.[0];
  const caller: Caller = { poolId, scope: null, author: PLANNER, now };
  let made = 0;
  for (const scenario of SCENARIOS) {
    const to = scenario.to.map(idOf).filter((id): id is number => id !== undefined);
    const number = to.length ? requestFor(to) : undefined;
    if (number === undefined) continue;
    used.add(number);
    try {
      const offered = await offerRequest(deps, caller, number, scenario.kind, { persons: to });
      made += offered.length;
      for (const { row } of offered) {
        const who = scenario.to.find((w) => idOf(w) === row.personId)!;
        await follow(deps, caller, row, scenario.then[who] ?? 'open');
      }
      // the scenario's persons now work or are held on those dates
      for (const p of to) for (const d of datesOf.get(number)!) busyOn.add(`${p}/${d}`);
    } catch (err) {
      deps.log.warn({ err, number }, 'demo offer skipped');
    }
  }
  return made;
}

/** What the person or the planner does with the offer next. */
async function follow(
  deps: ServiceDeps,
  caller: Caller,
  row: { id: number; poolId: number; requestId: number; kind: OfferKind },
  then: Then,
) {
  if (then === 'accept') await answerOffer(deps, row, { accept: true }, caller.now);
  if (then === 'deny') await answerOffer(deps, row, { accept: false, remark: 'Helaas, die dagen sta ik al voor de klas.' }, caller.now);
  if (then === 'cancel') await deps.db.withPool(caller.poolId, (tx) => cancelOffer(tx, caller, row.kind, row.id));
  if (then === 'expire')
    await deps.db.withPool(caller.poolId, async (tx) => {
      const due = (await requestOffers(tx, caller.poolId, row.requestId, true)).filter((o) => o.id === row.id);
      await expireOffers(tx, caller.poolId, row.requestId, due, EXPIRY_AUTHOR, caller.now);
    });
}
