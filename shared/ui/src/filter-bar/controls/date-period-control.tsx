import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { DateRangeInputs } from './date-range-inputs';

/** date_period_component: a from and a to date. */
export function DatePeriodControl(props: FilterControlProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="caption">{t(props.item.label)}</Typography>
      <DateRangeInputs {...props} />
    </div>
  );
}
