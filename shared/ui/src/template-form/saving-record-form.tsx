import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FormTemplate } from '@app/contracts';
import { toast } from '@app/ui/dialog-store';
import type { UnsavedChanges } from '../popup/use-unsaved-changes';
import { TemplateForm } from './template-form';
import { useTemplateForm } from './use-template-form';

export interface SavingRecordFormProps {
  template: FormTemplate;
  record: Record<string, unknown>;
  unsaved: UnsavedChanges;
  /** sends the form's payload (PUT); a 422 answer shows at the fields */
  save(payload: Record<string, unknown>): Promise<void>;
  /** after the 'saved' toast */
  onSaved(): void | Promise<void>;
  /** the form element's id and the test ids of the form, its save button and the toast */
  ids: { form: string; testId: string; save: string; toast: string };
}

/**
 * A record in its form template with a Save button when any field is editable: a popup's form tabs
 * (a person, a request) and the user's own details. Its dirty state feeds the unsaved-changes guard.
 */
export function SavingRecordForm({ template, record, unsaved, save, onSaved, ids }: SavingRecordFormProps) {
  const { t } = useTranslation();
  const state = useTemplateForm({
    template,
    record,
    onSubmit: async (payload) => {
      await save(payload);
      // a record of a list says which one was saved (ERR-GEN-07); the user's own details have no id to name
      const id = record.id;
      toast(typeof id === 'number' ? t('template_form.saved_item', { id }) : t('template_form.saved'), {
        severity: 'success',
        testId: ids.toast,
      });
      await onSaved();
    },
  });
  const dirty = state.form.formState.isDirty;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);
  const canSave = template.fields.some((f) => f.editable);
  return (
    <>
      <TemplateForm state={state} id={ids.form} testId={ids.testId} columns={2} />
      {canSave ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" type="submit" form={ids.form} disabled={state.form.formState.isSubmitting} data-testid={ids.save}>
            {t('template_form.save')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
