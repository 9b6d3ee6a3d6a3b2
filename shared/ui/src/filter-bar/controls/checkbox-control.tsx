import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { controlTestId } from './control-label';

/** checkbox_component: checked sends 1; unchecked sends nothing. */
export function CheckboxControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const checked = values[item.key] === 1 || values[item.key] === '1';
  return (
    <FormControlLabel
      label={t(item.label)}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={(e) => change({ [item.key]: e.target.checked ? 1 : null })}
          slotProps={{ input: { 'data-testid': controlTestId(testId, item) } as object }}
        />
      }
    />
  );
}
