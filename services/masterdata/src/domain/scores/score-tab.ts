import { and, desc, eq } from 'drizzle-orm';
import { SCORE_RIGHTS, scoreInputSchema, type Score, type ScoreInput } from '@app/contracts';
import { scores } from '../../db/schema';
import type { PersonRowTab } from '../../routes/person-rows';

/** The average of the scores to one decimal; null without scores. */
export function averageScore(rows: readonly { score: number }[]): number | null {
  if (!rows.length) return null;
  return Math.round((rows.reduce((sum, r) => sum + r.score, 0) / rows.length) * 10) / 10;
}

/**
 * The person popup's Score tab (spec: "fields not shown"; the design is ADR 0101): a score 1 to 5
 * on a date with a remark, by the rater who saved it last, newest first, and their average.
 */
export const scoreTab: PersonRowTab<typeof scoreInputSchema, Score> = {
  path: 'scores',
  label: 'Score',
  rights: SCORE_RIGHTS,
  schema: scoreInputSchema,
  kind: {
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
  },
  extra: (rows) => ({ average: averageScore(rows) }),
};
