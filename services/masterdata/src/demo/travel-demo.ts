import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { branches, hourlyRates, persons, travelExpenseEntries } from '../db/schema';

/**
 * Coordinates the demo carries instead of geocoding (the embedded default does not call PDOK):
 * branches by their street address, persons by the centre of their city (the demo has no person
 * addresses). Real-ish WGS84 coordinates.
 */
export const DEMO_BRANCH_COORDINATES: Record<string, [number, number]> = {
  'Stichting Demo Bestuur': [52.0894, 5.1101],
  'De Regenboog': [52.0881, 5.1341],
  'Het Kompas': [52.0857, 5.2381],
  'De Vlinder': [52.0129, 5.0924],
  'De Regenboog dependance Oost': [52.0866, 5.1372],
  'Stichting Noord Bestuur': [53.2183, 6.5681],
  'De Wadden': [53.3699, 5.9013],
  'De Zeester': [53.1749, 5.4189],
};

export const DEMO_CITY_COORDINATES: Record<string, [number, number]> = {
  Utrecht: [52.0907, 5.1214],
  Amersfoort: [52.1561, 5.3878],
  Zeist: [52.0894, 5.2332],
  Houten: [52.0286, 5.1681],
  Nieuwegein: [52.029, 5.08],
  Bunnik: [52.0667, 5.1972],
  'De Bilt': [52.11, 5.1806],
  Groningen: [53.2194, 6.5665],
  Leeuwarden: [53.2012, 5.7999],
};

/** A pre-2024 collective-agreement table row of the demo board, and a secondment hourly rate of the demo substitute. */
const DEMO_TRAVEL_TABLE = {
  branch: 'Stichting Demo Bestuur',
  kmMin: 10,
  kmMax: 40,
  amount: 65.25,
  startDate: '2023-01-01',
  endDate: '2023-12-31',
};
const DEMO_HOURLY_RATE = { email: 'invaller@demo.invalpool.nl', amount: 48.5, startDate: '2026-08-01' };

/**
 * Fills the coordinates still empty (older data folders get them on the next start) and, once per
 * pool, the demo's travel expense table row and hourly rate.
 */
export async function seedTravel(tx: Tx, poolId: number) {
  for (const [name, [latitude, longitude]] of Object.entries(DEMO_BRANCH_COORDINATES))
    await tx
      .update(branches)
      .set({ latitude, longitude })
      .where(and(eq(branches.poolId, poolId), eq(branches.name, name), isNull(branches.latitude)));
  for (const [city, [latitude, longitude]] of Object.entries(DEMO_CITY_COORDINATES))
    await tx
      .update(persons)
      .set({ latitude, longitude })
      .where(and(eq(persons.poolId, poolId), eq(persons.city, city), isNull(persons.latitude)));

  const [done] = await tx
    .select({ id: travelExpenseEntries.id })
    .from(travelExpenseEntries)
    .where(eq(travelExpenseEntries.poolId, poolId))
    .limit(1);
  if (done) return;
  const { branch, ...row } = DEMO_TRAVEL_TABLE;
  const [board] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.poolId, poolId), eq(branches.name, branch)));
  if (board) await tx.insert(travelExpenseEntries).values({ ...row, poolId, branchId: board.id });
  const { email, ...rate } = DEMO_HOURLY_RATE;
  const [substitute] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.poolId, poolId), eq(persons.email, email)));
  if (substitute) await tx.insert(hourlyRates).values({ ...rate, poolId, personId: substitute.id });
}
