import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';
import { QueryProblem } from '@app/ui/query-state';
import { useLabelOptions, type LabelOption } from '../../lib/person-labels-api';
import { PersonLabelsEditor } from '../../components/person-labels/person-labels-editor';
import { branchLabelsKey, saveBranchLabels, useBranchLabels } from './api/branch-tabs-api';

const branchSelectable = (o: LabelOption) => o.label_group.branch_selectable === true;

/**
 * The branch popup's Labels tab: the branch's labels by group, in the labels editor the person
 * popup uses; only labels of branch-selectable groups are offered. Each change sends the whole set.
 */
export function BranchLabelsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = useBranchLabels(id);
  const canEdit = labels.data?.can_edit ?? false;
  const options = useLabelOptions(canEdit);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (labels.isPending) return <Skeleton height={120} />;
  if (labels.isError) return <QueryProblem query={labels} failed="entity_popup.load_failed" testId="branch-labels" />;
  const held = labels.data.labels.map((l) => l.id);

  const save = async (labelIds: number[]) => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(branchLabelsKey(id), await saveBranchLabels(id, labelIds));
    } catch (failure) {
      setError(apiErrorText(failure, t('branch_tabs.labels.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="branch-labels">
      <PersonLabelsEditor
        labels={labels.data.labels}
        canEdit={canEdit}
        options={options.data}
        busy={busy}
        error={error}
        selectable={branchSelectable}
        onAdd={(labelId) => void save([...held, labelId])}
        onRemove={(labelId) => void save(held.filter((l) => l !== labelId))}
      />
    </Box>
  );
}
