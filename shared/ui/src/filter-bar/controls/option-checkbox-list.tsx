import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../filter-types';
import { optionText } from './control-label';

export interface OptionCheckboxListProps {
  options: FilterOption[];
  isChecked(option: FilterOption): boolean;
  toggle(option: FilterOption): void;
  /** left indent per option (tree lists) */
  indent?(option: FilterOption): number;
  testId: string;
}

/** A column of option checkboxes: the body of the all-select and grouped-select controls. */
export function OptionCheckboxList({ options, isChecked, toggle, indent, testId }: OptionCheckboxListProps) {
  const { t } = useTranslation();
  return (
    <>
      {options.map((o) => (
        <FormControlLabel
          key={o.id}
          sx={{ display: 'flex', ml: indent ? indent(o) * 2 : 0 }}
          label={optionText(t, o.name)}
          control={
            <Checkbox
              size="small"
              checked={isChecked(o)}
              onChange={() => toggle(o)}
              slotProps={{ input: { 'data-testid': `${testId}-${o.id}` } as object }}
            />
          }
        />
      ))}
    </>
  );
}
