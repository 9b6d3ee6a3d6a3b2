import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@app/platform/dates';
import { apiDateToDisplay, DateField, displayDateToApi } from '@app/ui/template-form';
import { DayWarnings } from './step-dayparts';
import type { CreateRequestState } from './use-create-request';

/**
 * Step 3, save (REQ-CREATE-02/04): what will be saved (the period, the number of dayparts), the
 * warnings once more, the optional notification to the payroll system from a date, and for an
 * absence the sickness notification's tick as the branch's setting allows it (MD-SET-08).
 */
export function StepSave({ state }: { state: CreateRequestState }) {
  const { t } = useTranslation();
  const dates = Object.keys(state.chosen.dates);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const canNotify = !!state.context.data?.payroll_system;
  return (
    <Stack sx={{ gap: 2 }} data-testid="create-step-save">
      <Typography data-testid="create-summary">
        {first && last
          ? t('create.summary', {
              count: state.chosen.count,
              days: dates.length,
              from: formatDisplayDate(first),
              to: formatDisplayDate(last),
            })
          : ''}
      </Typography>
      <DayWarnings state={state} />
      {canNotify ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={state.payroll.on}
                onChange={(_e, on) => state.setPayroll({ on, dateFrom: state.payroll.dateFrom || (first ?? '') })}
                slotProps={{ input: { 'data-testid': 'create-payroll' } as object }}
              />
            }
            label={t('create.payroll')}
          />
          {state.payroll.on ? (
            <DateField
              label={t('create.payroll_from')}
              value={apiDateToDisplay(state.payroll.dateFrom)}
              onChange={(text) => state.setPayroll({ on: true, dateFrom: displayDateToApi(text) ?? text })}
              onBlur={() => undefined}
              disabled={false}
              required
              testId="create-payroll-from"
            />
          ) : null}
        </Stack>
      ) : null}
      {state.sickness.shown ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={state.sickness.on}
              disabled={state.sickness.fixed}
              onChange={(_e, on) => state.setSicknessTick(on)}
              slotProps={{ input: { 'data-testid': 'create-sickness-notification' } as object }}
            />
          }
          label={t('create.sickness_notification')}
        />
      ) : null}
      {state.saveError ? (
        <Alert severity="error" data-testid="create-save-error">
          {state.saveError}
        </Alert>
      ) : null}
    </Stack>
  );
}
