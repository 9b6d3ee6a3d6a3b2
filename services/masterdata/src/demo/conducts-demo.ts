import { eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { conducts, persons } from '../db/schema';

/** The demo's certificates of conduct: checked by the administration, so the demo's persons stay matchable (DOMAIN rule 5). */
export const DEMO_CONDUCT = { issueDate: '2026-06-01', markedValid: true, remark: 'VOG gecontroleerd door de administratie' };

/** A certificate of conduct for every demo person, once per pool (its own check, so older data folders get them). */
export async function seedConducts(tx: Tx, poolId: number) {
  const [done] = await tx.select({ id: conducts.id }).from(conducts).where(eq(conducts.poolId, poolId)).limit(1);
  if (done) return;
  const all = await tx.select({ id: persons.id }).from(persons).where(eq(persons.poolId, poolId));
  if (all.length) await tx.insert(conducts).values(all.map((p) => ({ ...DEMO_CONDUCT, poolId, personId: p.id })));
}
