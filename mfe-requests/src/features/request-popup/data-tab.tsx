import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { requestUpdateSchema, type FormTemplate, type RequestView } from '@app/contracts';
import { ApiError } from '@app/platform/api';
import { entityListKey } from '@app/ui/entity-list';
import type { UnsavedChanges } from '@app/ui/popup';
import { SavingRecordForm, useFormTemplate } from '@app/ui/template-form';
import type { RequestTabProps } from '../../lib/popup-tabs';
import { requestApi, requestKeys } from '../../lib/request-api';
import { schemaErrors } from '../../lib/schema-errors';
import { REQUEST_FORM } from '../../lib/request-form';

const IDS = { form: 'request-data-form', testId: 'request-form', save: 'request-form-save', toast: 'request-popup-toast' };

/** The fields a saved request can still change: branch and schedule are fixed once it has dayparts on them. */
const EDITABLE = new Set(Object.keys(requestUpdateSchema.shape));

/** The request as its form reads it: ids where the view holds named objects. */
export function formRecord(request: RequestView): Record<string, unknown> {
  return {
    id: request.id,
    absentee_person: request.absentee_person?.id ?? null,
    reason_for_absence: request.reason_for_absence?.id ?? null,
    preferred_person: request.preferred_person?.id ?? null,
    labels: request.labels,
    admin_remark: request.admin_remark,
    internal_remark: request.internal_remark,
    general_remark: request.general_remark,
    vacancy_url: request.vacancy_url,
    message: request.message,
    request_group: request.request_group?.id ?? null,
  };
}

/**
 * The Data tab: the request's data in the request form (the template the create stepper uses),
 * saved with `PUT request/{id}`. Saving takes the lock first; read-only while another user holds it
 * or when the user may not change the request.
 */
export function DataTab({ request, lockedByOther, startEditing, unsaved }: RequestTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useFormTemplate(REQUEST_FORM);
  const readOnly = lockedByOther || !request.editable;
  const template = useMemo<FormTemplate | undefined>(
    () =>
      form.data && {
        ...form.data,
        fields: form.data.fields.filter((f) => EDITABLE.has(f.key)).map((f) => (readOnly ? { ...f, editable: false } : f)),
      },
    [form.data, readOnly],
  );
  const record = useMemo(() => formRecord(request), [request]);
  // the first change takes the lock (DOMAIN 'Locking': taken when editing starts)
  const editing = useMemo<UnsavedChanges>(
    () => ({
      ...unsaved,
      setDirty: (dirty: boolean) => {
        unsaved.setDirty(dirty);
        if (dirty) void startEditing();
      },
    }),
    [unsaved, startEditing],
  );

  if (form.isPending) return <Skeleton height={240} data-testid="request-form-loading" />;
  if (form.isError || !template) return <Alert severity="error">{t('popup.form_failed')}</Alert>;
  return (
    <>
      {lockedByOther ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="request-form-locked">
          {t('lock.locked_by_other', { name: request.lock.locked_by?.full_name ?? '' })}
        </Alert>
      ) : null}
      <SavingRecordForm
        key={readOnly ? 'read' : 'edit'}
        template={template}
        record={record}
        unsaved={editing}
        ids={IDS}
        save={async (payload) => {
          const problems = schemaErrors(requestUpdateSchema, payload);
          if (Object.keys(problems).length)
            throw new ApiError(422, { errors: Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])) });
          if (!(await startEditing()))
            throw new ApiError(423, { messages: [{ type: 'error', title: '', message: t('lock.held_by_other') }] });
          const saved = await requestApi.update(request.id, payload);
          queryClient.setQueryData(requestKeys.request(request.id), saved);
          void queryClient.invalidateQueries({ queryKey: requestKeys.part(request.id, 'timeline') });
          void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
        }}
        onSaved={() => unsaved.setDirty(false)}
      />
    </>
  );
}
