/** The average of the scores to one decimal; null without scores. */
export function averageScore(rows: readonly { score: number }[]): number | null {
  if (!rows.length) return null;
  return Math.round((rows.reduce((sum, r) => sum + r.score, 0) / rows.length) * 10) / 10;
}
