import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { controlTestId } from './control-label';
import { DateInput } from './date-input';

/** date_picker: one date under the control's key. */
export function DatePickerControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={t(item.label)}
      value={values[item.key]}
      onChange={(v) => change({ [item.key]: v })}
      testId={controlTestId(testId, item)}
    />
  );
}
