import { useQueryClient } from '@tanstack/react-query';
import { SavingRecordForm } from '@app/ui/template-form';
import type { UnsavedChanges } from '@app/ui/popup';
import { MY_DATA_KEY, saveMyDetails, type MyData } from './api/get-my-data';

const IDS = { form: 'my-data-form', testId: 'my-data-form', save: 'my-data-save', toast: 'my-data-toast' };

/**
 * The Details tab of "my data": the person form as the server sent it for this user; read-only
 * unless the user may change persons, then saved with `PUT person/{id}`. Unsaved changes ask before
 * another tab or page opens, as in the person popup.
 */
export function MyDetailsTab({ data, unsaved }: { data: MyData; unsaved: UnsavedChanges }) {
  const queryClient = useQueryClient();
  return (
    <SavingRecordForm
      template={data.form}
      record={data.person}
      unsaved={unsaved}
      ids={IDS}
      save={(payload) => saveMyDetails(data, payload)}
      onSaved={() => queryClient.invalidateQueries({ queryKey: MY_DATA_KEY })}
    />
  );
}
