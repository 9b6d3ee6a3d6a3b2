import { useEffect, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import type { FormTemplate, RequestView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { PopupFrame, type UnsavedChanges } from '@app/ui/popup';
import { useFormTemplate } from '@app/ui/template-form';
import { REQUEST_FORM } from '../../lib/request-form';
import { StepDayparts } from './step-dayparts';
import { REQUEST_DATA_FORM_ID, StepRequestData } from './step-request-data';
import { StepSave } from './step-save';
import { useCreateRequest } from './use-create-request';

const STEPS = ['create.steps.data', 'create.steps.dayparts', 'create.steps.save'] as const;

export interface CreateRequestPopupProps {
  unsaved: UnsavedChanges;
  onClose(): void;
  /** saved: open the request, or its matching tab */
  onCreated(request: RequestView, goToMatching: boolean): void;
}

function Stepped({ template, unsaved, onClose, onCreated }: CreateRequestPopupProps & { template: FormTemplate }) {
  const { t } = useTranslation();
  const state = useCreateRequest(template);
  const dirty = state.form.form.formState.isDirty || state.selected.size > 0;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);

  const save = async (goToMatching: boolean) => {
    const outcome = await state.save();
    if (!outcome) return;
    unsaved.setDirty(false);
    onCreated(outcome.request, goToMatching);
  };

  const body: ReactNode =
    state.step === 0 ? <StepRequestData state={state} /> : state.step === 1 ? <StepDayparts state={state} /> : <StepSave state={state} />;
  const actions = (
    <>
      {state.step > 0 ? (
        <Button onClick={() => state.setStep(state.step - 1)} disabled={state.saving} data-testid="create-back" sx={{ mr: 'auto' }}>
          {t('create.back')}
        </Button>
      ) : null}
      <Button onClick={onClose} data-testid="create-cancel">
        {t('app.cancel')}
      </Button>
      {state.step === 0 ? (
        <Button variant="contained" type="submit" form={REQUEST_DATA_FORM_ID} data-testid="create-next">
          {t('create.next')}
        </Button>
      ) : null}
      {state.step === 1 ? (
        <Button variant="contained" onClick={state.toSave} disabled={!state.context.data} data-testid="create-next">
          {t('create.next')}
        </Button>
      ) : null}
      {state.step === 2 ? (
        <>
          <Button variant="outlined" onClick={() => void save(false)} disabled={state.saving} data-testid="create-save">
            {t('create.save')}
          </Button>
          <Button variant="contained" onClick={() => void save(true)} disabled={state.saving} data-testid="create-save-matching">
            {t('create.save_and_match')}
          </Button>
        </>
      ) : null}
    </>
  );

  return (
    <PopupFrame
      testId="create-request"
      partsTestId="create-request"
      title={t('create.title')}
      minimal={false}
      onClose={onClose}
      canEscape={() => !unsaved.isDirty()}
      tabs={
        <Stepper activeStep={state.step} alternativeLabel sx={{ px: 2, pt: 1 }} data-testid="create-stepper">
          {STEPS.map((label, index) => (
            <Step key={label} completed={state.step > index}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      }
      actions={actions}
    >
      {body}
    </PopupFrame>
  );
}

/**
 * The create request stepper at `/request/new` (REQ-CREATE-01/02): request data, dayparts, save,
 * with Save and 'Save and go to matching'. Its first step is the request form template.
 */
export function CreateRequestPopup(props: CreateRequestPopupProps) {
  const { t } = useTranslation();
  const template = useFormTemplate(REQUEST_FORM);
  if (template.data) return <Stepped {...props} template={template.data} />;
  return (
    <PopupFrame
      testId="create-request"
      partsTestId="create-request"
      title={t('create.title')}
      minimal={false}
      onClose={props.onClose}
      canEscape={() => true}
    >
      {template.isError ? (
        <Alert severity="error" data-testid="create-form-error">
          {apiErrorText(template.error, t('create.form_failed'))}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={320} data-testid="create-form-loading" />
      )}
    </PopupFrame>
  );
}
