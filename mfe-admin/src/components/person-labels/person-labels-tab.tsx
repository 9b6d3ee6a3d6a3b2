import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';
import { QueryProblem } from '@app/ui/query-state';
import { addPersonLabel, personLabelsKey, removePersonLabel, useLabelOptions, usePersonLabels } from '../../lib/person-labels-api';
import { PersonLabelsEditor } from './person-labels-editor';

export interface PersonLabelsTabProps {
  personId: number;
  canEdit: boolean;
}

/** The person popup's Labels tab: assign with POST person/{id}/labels, take off with DELETE .../{labelId}. */
export function PersonLabelsTab({ personId, canEdit }: PersonLabelsTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = usePersonLabels(personId);
  const options = useLabelOptions(canEdit);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (write: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(personLabelsKey(personId), await write());
    } catch (failure) {
      setError(apiErrorText(failure, t('entity_popup.load_failed')));
    } finally {
      setBusy(false);
    }
  };

  if (labels.isPending) return <Skeleton height={120} />;
  if (labels.isError) return <QueryProblem query={labels} failed="entity_popup.load_failed" testId="person-labels" />;
  return (
    <PersonLabelsEditor
      labels={labels.data}
      canEdit={canEdit}
      options={options.data}
      busy={busy}
      error={error}
      onAdd={(id) => void change(() => addPersonLabel(personId, id))}
      onRemove={(id) => void change(() => removePersonLabel(personId, id))}
    />
  );
}
