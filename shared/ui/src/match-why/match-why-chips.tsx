import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MatchWhy } from '@app/contracts';

/** One score part as the planner reads it: "Dagdelen +40: 2 van 2 dagdelen". */
export function matchWhyText(t: TFunction, why: MatchWhy): string {
  const part = t(`match_why.part.${why.part}`);
  if (why.facts.length === 0) return t('match_why.chip_no_facts', { part, points: why.points });
  const facts = why.facts.map((f) => t(`match_why.fact.${f.kind}`, { n: f.n, of: f.of })).join(', ');
  return t('match_why.chip', { part, points: why.points, facts });
}

export interface MatchWhyChipsProps {
  why: MatchWhy[];
  'data-testid'?: string;
}

/** Why a candidate scores what it scores, one chip per score part, in the screen's language. */
export function MatchWhyChips({ why, 'data-testid': testId }: MatchWhyChipsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} data-testid={testId}>
      {why.map((w) => (
        <Chip key={w.part} size="small" variant="outlined" label={matchWhyText(t, w)} />
      ))}
    </Stack>
  );
}
