import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { periodKeys } from '../period-keys';
import { controlTestId } from './control-label';
import { DateInput } from './date-input';

/** The from and to fields of a period control, each under its own key. */
export function DateRangeInputs({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const keys = periodKeys(item);
  return (
    <Stack direction="row" spacing={1}>
      <DateInput
        label={t(item.elements?.from.label ?? 'filter_bar.from')}
        value={values[keys.from]}
        onChange={(v) => change({ [keys.from]: v })}
        testId={controlTestId(testId, item, 'from')}
      />
      <DateInput
        label={t(item.elements?.to.label ?? 'filter_bar.to')}
        value={values[keys.to]}
        onChange={(v) => change({ [keys.to]: v })}
        testId={controlTestId(testId, item, 'to')}
      />
    </Stack>
  );
}
