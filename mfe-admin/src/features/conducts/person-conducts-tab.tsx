import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExtraPermission } from '@app/contracts';
import { useHasRight } from '@app/platform';
import { apiErrorText } from '@app/platform/api';
import { apiDateToDisplay } from '@app/ui/template-form';
import { addConduct, changeConduct, personConductsKey, usePersonConducts, type Conduct, type ConductFields } from './api/conducts-api';
import { ConductDialog } from './conduct-dialog';

/**
 * The person popup's Certificate of conduct tab (VOG, MD-COC-01): the certificates with branch, file
 * name, issue and expiration date, the latest first; with PERMISSION_COC_ALL add and edit.
 * Matching reads them (DOMAIN rule 5; an expired one counts for nothing, MATCH-07).
 */
export function PersonConductsTab({ personId }: { personId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = useHasRight(ExtraPermission.COC_ALL);
  const list = usePersonConducts(personId);
  const [editing, setEditing] = useState<Conduct | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (next: Conduct | 'new') => {
    setError(null);
    setEditing(next);
  };
  const save = async (fields: ConductFields) => {
    setError(null);
    try {
      if (editing === 'new') await addConduct(personId, fields);
      else if (editing) await changeConduct(editing.id, fields);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: personConductsKey(personId) });
    } catch (failure) {
      setError(apiErrorText(failure, t('conducts.save_failed')));
    }
  };

  if (list.isPending) return <Skeleton height={120} />;
  if (list.isError)
    return (
      <Alert severity="error" data-testid="person-conducts-error">
        {apiErrorText(list.error, t('conducts.load_failed'))}
      </Alert>
    );
  return (
    <Stack spacing={2} data-testid="person-conducts">
      {list.data.length ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('conducts.branch')}</TableCell>
              <TableCell>{t('conducts.file_name')}</TableCell>
              <TableCell>{t('conducts.issue_date')}</TableCell>
              <TableCell>{t('conducts.expiration_date')}</TableCell>
              <TableCell>{t('conducts.marked_valid')}</TableCell>
              <TableCell>{t('conducts.remark')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((c) => (
              <TableRow
                key={c.id}
                hover={canEdit}
                onClick={canEdit ? () => open(c) : undefined}
                sx={{ cursor: canEdit ? 'pointer' : undefined }}
                data-testid={`conduct-${c.id}`}
              >
                <TableCell>{c.branch_name ?? ''}</TableCell>
                <TableCell>{c.file_name ?? ''}</TableCell>
                <TableCell>{apiDateToDisplay(c.issue_date)}</TableCell>
                <TableCell>{c.expiration_date ? apiDateToDisplay(c.expiration_date) : ''}</TableCell>
                <TableCell>{c.marked_valid ? t('conducts.yes') : t('conducts.no')}</TableCell>
                <TableCell>{c.remark ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary" data-testid="conducts-empty">
          {t('conducts.none')}
        </Typography>
      )}
      {canEdit ? (
        <Box>
          <Button variant="outlined" onClick={() => open('new')} data-testid="conducts-add">
            {t('conducts.add')}
          </Button>
        </Box>
      ) : null}
      <ConductDialog editing={editing} error={error} onSubmit={save} onClose={() => setEditing(null)} />
    </Stack>
  );
}
