import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WorkStateLine, WorkStateSettings } from '@app/contracts';
import type { UnsavedChanges } from '@app/ui/popup';
import { FieldList } from '../../../components/field-list';
import { formatEuro, formatHours } from '@app/platform/numbers';
import { LineEditForm } from './line-edit-form';
import { SentMark, StepMark } from './step-mark';
import { shownSteps } from '../hooks/work-state-actions';

/** A line's facts (request, reason, substitute, hours, travel cost, steps, payroll ids) and its editable amounts. */
export function LineDetails({ line, settings, unsaved }: { line: WorkStateLine; settings: WorkStateSettings; unsaved: UnsavedChanges }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <FieldList
        testId="work-state-line-facts"
        items={[
          { key: 'request', label: t('work_state.columns.request'), value: `${line.request.name} (${line.request.branch.name})` },
          { key: 'reason', label: t('work_state.columns.reason'), value: line.request.reason_for_absence?.description ?? '' },
          { key: 'person', label: t('work_state.columns.person'), value: line.person?.full_name ?? '' },
          { key: 'secondment_branch', label: t('work_state.columns.secondment_branch'), value: line.secondment_branch?.name ?? '' },
          { key: 'hours', label: t('work_state.columns.hours'), value: formatHours(line.hours) },
          { key: 'travel_cost', label: t('work_state.columns.travel_cost'), value: formatEuro(line.travel_cost) },
          {
            key: 'external_ids',
            label: t('work_state.columns.external_ids'),
            value:
              line.external_employee_id || line.replacement_id
                ? t('work_state.external_ids', { employee: line.external_employee_id ?? '', replacement: line.replacement_id ?? '' })
                : '',
          },
        ]}
      />
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }} data-testid="work-state-line-steps">
        {shownSteps(settings).map((step) => (
          <Stack key={step} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2">{t(`work_state.steps.${step}`)}</Typography>
            {step === 'sent' ? (
              <SentMark line={line} stepName={t('work_state.steps.sent')} testId="work-state-line-sent" />
            ) : (
              <StepMark mark={line[step]} stepName={t(`work_state.steps.${step}`)} testId={`work-state-line-${step}`} />
            )}
          </Stack>
        ))}
      </Stack>
      <LineEditForm key={`${line.id}/${line.locked}`} line={line} editable={settings.can_edit} unsaved={unsaved} />
    </Stack>
  );
}
