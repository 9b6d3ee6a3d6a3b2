import { useQueryClient } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import { toastWarnings } from '@app/ui/dialog-store';
import type { EntityRecord } from '../../lib/entity-record';
import { recordQueryKey, saveEntityRecord } from './api/entity-record-api';
import type { UnsavedChanges } from '@app/ui/popup';
import { SavingRecordForm, useFormTemplate } from '@app/ui/template-form';
import { QueryProblem } from '@app/ui/query-state';

export interface RecordFormTabProps {
  formName: string;
  entityUrl: string;
  record: EntityRecord;
  unsaved: UnsavedChanges;
  /** after a successful save (close_on_save closes the popup) */
  onSaved(): void;
}

const IDS = { form: 'entity-record-form', testId: 'entity-form', save: 'entity-form-save', toast: 'entity-popup-toast' };

/** A form tab of the preview: the record in its form template, saved with `PUT {entity_url}/{id}`. */
export function RecordFormTab({ formName, entityUrl, record, unsaved, onSaved }: RecordFormTabProps) {
  const queryClient = useQueryClient();
  const form = useFormTemplate(formName);
  if (form.isPending) return <Skeleton height={240} />;
  if (form.isError) return <QueryProblem query={form} failed="entity_popup.load_failed" testId="record-form" />;
  return (
    <SavingRecordForm
      template={form.data}
      record={record}
      unsaved={unsaved}
      ids={IDS}
      save={async (payload) => {
        const saved = await saveEntityRecord(entityUrl, record.id, payload);
        queryClient.setQueryData(recordQueryKey(entityUrl, record.id), saved.data);
        toastWarnings(saved.meta, IDS.toast);
      }}
      onSaved={() => {
        unsaved.setDirty(false);
        onSaved();
      }}
    />
  );
}
