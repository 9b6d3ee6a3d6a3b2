import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { emittedRange, periodKeys } from '../period-keys';
import { controlTestId } from './control-label';
import { DateInput } from './date-input';
import { useDraft } from './use-draft';

/**
 * date_period_component with `confirm_dates`: the older date picker (FILTER-07). The from and to
 * fields are a draft; OK applies both at once, Cancel puts back the applied dates.
 */
export function ConfirmDatePeriodControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const keys = periodKeys(item);
  const appliedFrom = values[keys.from] ?? null;
  const appliedTo = values[keys.to] ?? null;
  // a reset or a chip removal changes the applied dates: the draft follows
  const [draft, setDraft] = useDraft({ from: appliedFrom, to: appliedTo }, (a, b) => a.from === b.from && a.to === b.to);
  const dirty = draft.from !== appliedFrom || draft.to !== appliedTo;
  const id = (part: string) => controlTestId(testId, item, part);

  return (
    <div>
      <Typography variant="caption">{t(item.label)}</Typography>
      <Stack direction="row" spacing={1}>
        <DateInput
          label={t(item.elements?.from.label ?? 'filter_bar.from')}
          value={draft.from}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          testId={id('from')}
        />
        <DateInput
          label={t(item.elements?.to.label ?? 'filter_bar.to')}
          value={draft.to}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
          testId={id('to')}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button size="small" disabled={!dirty} onClick={() => setDraft({ from: appliedFrom, to: appliedTo })} data-testid={id('cancel')}>
          {t('app.cancel')}
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={!dirty}
          onClick={() => {
            // OK emits the range sorted, or null for both ends when one is missing (FORM-06)
            const range = emittedRange(draft.from, draft.to);
            change({ [keys.from]: range?.from ?? null, [keys.to]: range?.to ?? null });
          }}
          data-testid={id('ok')}
        >
          {t('list_header.ok')}
        </Button>
      </Stack>
    </div>
  );
}
