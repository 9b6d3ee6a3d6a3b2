import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Score } from '@app/contracts';
import { formatHours } from '@app/platform/numbers';
import { apiDateToDisplay } from '@app/ui/template-form';
import type { RowField } from '../../components/row-editor';
import { PersonRowsTab } from '../../components/person-rows/person-rows-tab';

const FIELDS: RowField[] = [
  { key: 'score', label: 'scores.score', kind: 'number', required: true },
  { key: 'date', label: 'scores.date', kind: 'date', required: true },
  { key: 'remark', label: 'scores.remark', kind: 'text', required: false },
];

const COLUMNS = [
  ['score', 'scores.score'],
  ['date', 'scores.date'],
  ['remark', 'scores.remark'],
  ['rater', 'scores.rater'],
] as const;

/** The person popup's Score tab (ADR 0101): scores 1 to 5 with a date, remark and rater, and their average. */
export function PersonScoresTab({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <PersonRowsTab<Score & Record<string, unknown>>
      personId={id}
      path="scores"
      texts="scores"
      testId="person-scores"
      fields={FIELDS}
      columns={COLUMNS}
      valuesOf={(score) => ({
        score: score ? String(score.score) : '',
        date: score ? apiDateToDisplay(score.date) : '',
        remark: score?.remark ?? '',
      })}
      display={(score) => ({ date: apiDateToDisplay(score.date) })}
      header={(data) =>
        typeof data.average === 'number' ? (
          <Typography data-testid="person-scores-average">
            {t('scores.average', { average: formatHours(data.average), count: data.rows.length })}
          </Typography>
        ) : null
      }
    />
  );
}
