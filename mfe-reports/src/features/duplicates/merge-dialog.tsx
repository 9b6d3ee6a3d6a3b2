import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DuplicatePerson } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { mergePersons } from './api/duplicates-api';
import { MergeNotices } from './merge-notices';
import { initialSelection, mergeSide, type MergeSelection } from './merge-selection';
import { MergeSidePanel } from './merge-side-panel';

export interface MergeDialogProps {
  /** the two ticked persons: the first is the destination (MD-MERGE-03) */
  persons: [DuplicatePerson, DuplicatePerson];
  onClose(): void;
  /** the merge went through: the screen closes the dialog and reads the list again (MD-MERGE-11) */
  onMerged(): void;
}

/** The merge dialog: destination and other person, swap, the ticks of each and the conflicts the server answers. */
export function MergeDialog({ persons, onClose, onMerged }: MergeDialogProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(persons);
  const [selections, setSelections] = useState<Record<number, MergeSelection>>(() =>
    Object.fromEntries(persons.map((p) => [p.id, initialSelection(p)])),
  );
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [destination, other] = order;
  const select = (id: number) => (next: MergeSelection) => setSelections((s) => ({ ...s, [id]: next }));

  const submit = async () => {
    setBusy(true);
    setError(null);
    setConflicts([]);
    try {
      const answer = await mergePersons({
        destination: mergeSide(destination.id, selections[destination.id]!),
        other: mergeSide(other.id, selections[other.id]!),
      });
      if (answer === true) onMerged();
      else setConflicts(answer);
    } catch (e) {
      setError(apiErrorText(e, t('reports.duplicates.dialog.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="merge-dialog">
      <DialogTitle>{t('reports.duplicates.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Typography color="text.secondary">{t('reports.duplicates.dialog.explain')}</Typography>
          {conflicts.length > 0 ? <MergeNotices conflicts={conflicts} /> : null}
          {error ? (
            <Alert severity="error" data-testid="merge-error">
              {error}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
            <MergeSidePanel
              side="destination"
              person={destination}
              selection={selections[destination.id]!}
              onChange={select(destination.id)}
            />
            <Button
              onClick={() => {
                setOrder([other, destination]);
                setConflicts([]);
              }}
              data-testid="merge-swap"
            >
              {t('reports.duplicates.dialog.swap')}
            </Button>
            <MergeSidePanel side="other" person={other} selection={selections[other.id]!} onChange={select(other.id)} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.duplicates.dialog.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="merge-submit">
          {t('reports.duplicates.dialog.merge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
