import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { groupRequestSchema, type RequestListRow } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { formatDisplayDate } from '@app/platform/dates';
import { SelectField } from '@app/ui/template-form';
import { schemaErrors } from '../../lib/schema-errors';
import { useRequestSearch } from './use-request-search';

export interface AddRequestDialogProps {
  /** requests already in the group, not offered again */
  members: ReadonlySet<number>;
  onCancel(): void;
  /** adds the request with its required employability; a refusal (a full group, another's lock) rejects */
  onAdd(request: number, labels: number[]): Promise<void>;
}

const rowText = (row: RequestListRow) =>
  [`#${row.number}`, row.absentee_name, row.branch_name, row.period_start ? formatDisplayDate(row.period_start) : null]
    .filter(Boolean)
    .join(' · ');

/** The add-request-to-group dialog (REQ-GROUP-03): a request and the employability its substitute needs. */
export function AddRequestDialog({ members, onCancel, onAdd }: AddRequestDialogProps) {
  const { t } = useTranslation();
  const { setSearch, requests } = useRequestSearch();
  const [chosen, setChosen] = useState<RequestListRow | null>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const body = { request: chosen?.id, labels: labels.map(Number) };
    const problems = schemaErrors(groupRequestSchema, body);
    if (Object.keys(problems).length) return setError(Object.values(problems).join(' '));
    setBusy(true);
    try {
      await onAdd(chosen!.id, body.labels);
    } catch (failure) {
      setError(apiErrorText(failure, t('groups.add_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" slotProps={{ paper: { 'data-testid': 'add-request-dialog' } as object }}>
      <DialogTitle>{t('groups.add_request')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {error ? (
            <Alert severity="error" data-testid="add-request-error">
              {error}
            </Alert>
          ) : null}
          <Autocomplete<RequestListRow>
            options={(requests.data ?? []).filter((r) => !members.has(r.id))}
            value={chosen}
            loading={requests.isFetching}
            filterOptions={(all) => all}
            getOptionLabel={rowText}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('groups.no_requests_found')}
            onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
            onChange={(_e, row) => {
              setChosen(row);
              setError(null);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('groups.request')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'add-request-search' } as object,
                }}
              />
            )}
          />
          <SelectField
            label={t('groups.employability')}
            value={labels}
            onChange={(v) => setLabels(Array.isArray(v) ? v : v ? [v] : [])}
            onBlur={() => undefined}
            disabled={false}
            required={false}
            testId="add-request-labels"
            getKey="labels"
            multiple
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button variant="contained" onClick={() => void add()} disabled={busy} data-testid="add-request-confirm">
          {t('groups.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
