import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { TemplateForm } from '@app/ui/template-form';
import type { CreateRequestState } from './use-create-request';

export const REQUEST_DATA_FORM_ID = 'create-request-data';

/**
 * Step 1, the request data (REQ-CREATE-03/05/06): the request form's fields (branch, schedule,
 * absentee, reason, preferred person, labels, group, remarks). Next checks them as the service will.
 */
export function StepRequestData({ state }: { state: CreateRequestState }) {
  const { t } = useTranslation();
  // a refusal of the save brought the user back here: its messages are on the fields
  const refused = !state.form.summary && Object.values(state.form.form.formState.errors).some((e) => e?.type === 'server');
  return (
    <div data-testid="create-step-data">
      {refused ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="create-data-refused">
          {t('create.fix_fields')}
        </Alert>
      ) : null}
      <TemplateForm state={state.form} id={REQUEST_DATA_FORM_ID} testId="create-form" columns={2} />
    </div>
  );
}
