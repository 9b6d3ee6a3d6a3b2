import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { api } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { TemplateForm, useTemplateForm } from '@app/ui/template-form';
import type { UnsavedChanges } from '../entity-preview/unsaved-changes';
import { MY_DATA_KEY, type MyData } from './api/get-my-data';

const FORM_ID = 'my-data-form';

/**
 * The Details tab of "my data": the person form as the server sent it for this user; read-only
 * unless the user may change persons, then saved with `PUT person/{id}`. Unsaved changes ask before
 * another tab or page opens, as in the person popup.
 */
export function MyDetailsTab({ data, unsaved }: { data: MyData; unsaved: UnsavedChanges }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useTemplateForm({
    template: data.form,
    record: data.person,
    onSubmit: async (payload) => {
      await api.put(`/${data.form.url}/${data.person.id}`, payload);
      toast(t('template_form.saved'), { severity: 'success', testId: 'my-data-toast' });
      await queryClient.invalidateQueries({ queryKey: MY_DATA_KEY });
    },
  });
  const dirty = state.form.formState.isDirty;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);
  const canSave = data.form.fields.some((f) => f.editable);
  return (
    <>
      <TemplateForm state={state} id={FORM_ID} testId="my-data-form" columns={2} />
      {canSave ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" type="submit" form={FORM_ID} disabled={state.form.formState.isSubmitting} data-testid="my-data-save">
            {t('template_form.save')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
