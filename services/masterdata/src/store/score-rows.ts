import { and, desc, eq } from 'drizzle-orm';
import type { Score, ScoreInput } from '@app/contracts';
import { scores } from '../db/schema';
import type { PersonRowKind } from './person-rows';

/** How the person popup's Score tab reads and writes: newest first, the rater is who saved it last. */
export const scoreRows: PersonRowKind<ScoreInput, Score> = {
  table: scores,
  list: (tx, poolId, personId) =>
    tx
      .select({
        id: scores.id,
        person_id: scores.personId,
        score: scores.score,
        date: scores.date,
        remark: scores.remark,
        rater: scores.rater,
      })
      .from(scores)
      .where(and(eq(scores.poolId, poolId), eq(scores.personId, personId)))
      .orderBy(desc(scores.date), desc(scores.id)),
  values: (input: ScoreInput, writer) => ({ score: input.score, date: input.date, remark: input.remark ?? null, rater: writer.username }),
};
