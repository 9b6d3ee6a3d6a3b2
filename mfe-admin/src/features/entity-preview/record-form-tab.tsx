import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FormTemplate } from '@app/contracts';
import { api } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { TemplateForm, useTemplateForm } from '@app/ui/template-form';
import type { EntityRecord } from './use-entity-record';
import { recordQueryKey } from './use-entity-record';
import type { UnsavedChanges } from './unsaved-changes';
import { useFormTemplate } from './use-form-template';

export interface RecordFormTabProps {
  formName: string;
  entityUrl: string;
  record: EntityRecord;
  unsaved: UnsavedChanges;
  /** after a successful save (close_on_save closes the popup) */
  onSaved(): void;
}

const FORM_ID = 'entity-record-form';

function RecordForm({ template, entityUrl, record, unsaved, onSaved }: Omit<RecordFormTabProps, 'formName'> & { template: FormTemplate }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useTemplateForm({
    template,
    record,
    onSubmit: async (payload) => {
      const saved = await api.put<EntityRecord>(`/${entityUrl}/${record.id}`, payload);
      queryClient.setQueryData(recordQueryKey(entityUrl, record.id), saved.data);
      toast(t('template_form.saved'), { severity: 'success', testId: 'entity-popup-toast' });
      unsaved.setDirty(false);
      onSaved();
    },
  });
  const dirty = state.form.formState.isDirty;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);
  const canSave = template.fields.some((f) => f.editable);
  return (
    <>
      <TemplateForm state={state} id={FORM_ID} testId="entity-form" columns={2} />
      {canSave ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" type="submit" form={FORM_ID} disabled={state.form.formState.isSubmitting} data-testid="entity-form-save">
            {t('template_form.save')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}

/** A form tab of the preview: the record in its form template, saved with `PUT {entity_url}/{id}`. */
export function RecordFormTab({ formName, ...props }: RecordFormTabProps) {
  const { t } = useTranslation();
  const form = useFormTemplate(formName);
  if (form.isPending) return <Skeleton height={240} />;
  if (form.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  return <RecordForm template={form.data} {...props} />;
}
