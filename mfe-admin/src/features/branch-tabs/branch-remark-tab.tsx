import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BranchRemarkKind } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { QueryProblem } from '@app/ui/query-state';
import { branchRemarkKey, saveBranchRemark, useBranchRemark } from './api/branch-tabs-api';

/**
 * One of the branch popup's remark tabs (admin, general, internal remark, matching info): the text,
 * editable with BRANCH_ALL; read-only otherwise.
 */
export function BranchRemarkTab({ id, kind }: { id: number; kind: BranchRemarkKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remark = useBranchRemark(id, kind);
  // null: untouched, the stored text shows
  const [edited, setEdited] = useState<string | null>(null);
  const [state, setState] = useState<{ saving: boolean; saved: boolean; error: string | null }>({
    saving: false,
    saved: false,
    error: null,
  });

  if (remark.isPending) return <Skeleton height={120} />;
  if (remark.isError) return <QueryProblem query={remark} failed="entity_popup.load_failed" testId="branch-remark" />;
  const testId = `branch-remark-${kind}`;
  const draft = edited ?? remark.data.value;

  if (!remark.data.can_edit)
    return (
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={remark.data.value ? 'text.primary' : 'text.secondary'} data-testid={testId}>
        {remark.data.value || t('branch_tabs.remark.empty')}
      </Typography>
    );

  const save = async () => {
    setState({ saving: true, saved: false, error: null });
    try {
      queryClient.setQueryData(branchRemarkKey(id, kind), await saveBranchRemark(id, kind, draft));
      setEdited(null);
      setState({ saving: false, saved: true, error: null });
    } catch (failure) {
      setState({ saving: false, saved: false, error: apiErrorText(failure, t('errors.generic')) });
    }
  };

  return (
    <Stack spacing={2} data-testid={testId}>
      {state.error ? <Alert severity="error">{state.error}</Alert> : null}
      {state.saved ? <Alert severity="success">{t('branch_tabs.remark.saved')}</Alert> : null}
      <TextField
        label={t('branch_tabs.remark.field')}
        value={draft}
        onChange={(e) => {
          setEdited(e.target.value);
          setState((s) => ({ ...s, saved: false }));
        }}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': `${testId}-input` } }}
      />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={state.saving || draft === remark.data.value}
        onClick={() => void save()}
        data-testid={`${testId}-save`}
      >
        {t('branch_tabs.remark.save')}
      </Button>
    </Stack>
  );
}
