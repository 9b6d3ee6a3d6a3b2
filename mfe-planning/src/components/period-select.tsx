import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { usePeriods, type PlanningPeriod } from '../lib/planning-api';

/** The active periods, and the one shown: the chosen one, else the one flagged current, else the latest. */
export function usePeriodChoice(periodId: number | null) {
  const query = usePeriods();
  const periods = query.data ?? [];
  const period: PlanningPeriod | null = periods.find((p) => p.id === periodId) ?? periods.find((p) => p.current) ?? periods[0] ?? null;
  return { query, periods, period };
}

interface PeriodSelectProps {
  periods: readonly PlanningPeriod[];
  value: number;
  onChange(periodId: number): void;
  label: string;
  testId: string;
}

/** The period switch of the planning screens (switching refetches: the period is in their query keys). */
export function PeriodSelect({ periods, value, onChange, label, testId }: PeriodSelectProps) {
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 220 }}
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {periods.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
