import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PoolToolBranchRow, PoolToolExportView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { formatDisplayDate } from '@app/platform/dates';
import { downloadPoolTool, generatePoolTool, regeneratePoolTool } from './api/pool-tool-api';

export interface PoolToolDialogProps {
  row: PoolToolBranchRow;
  period: { period_from: string; period_to: string };
  onClose(): void;
  /** the export changed: the screen reads the list again */
  onChanged(): void;
}

/**
 * RPT-XML-02: not generated -> Generate; OK -> Download; with errors -> the errors, Download and
 * Regenerate. The dialog closes after a success (a clean generation, a download).
 */
export function PoolToolDialog({ row, period, onClose, onChanged }: PoolToolDialogProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<PoolToolExportView | null>(row.export);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<PoolToolExportView | null>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      onChanged();
      if (next) setView(next);
      if (!next || !next.has_errors) onClose();
    } catch (e) {
      setError(apiErrorText(e, t('reports.pool_tool.failed')));
    } finally {
      setBusy(false);
    }
  };
  const from = view?.period_from ?? period.period_from;
  const to = view?.period_to ?? period.period_to;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="pool-tool-dialog">
      <DialogTitle>{t('reports.pool_tool.dialog_title', { branch: row.branch.name })}</DialogTitle>
      <DialogContent>
        <Typography>{t('reports.pool_tool.period', { from: formatDisplayDate(from), to: formatDisplayDate(to) })}</Typography>
        {view ? (
          <Typography data-testid="pool-tool-replacements">{t('reports.pool_tool.replacements', { count: view.replacements })}</Typography>
        ) : null}
        {view?.has_errors ? (
          <List dense data-testid="pool-tool-errors">
            {view.errors.map((e, i) => (
              <ListItem key={i}>
                {t(`reports.pool_tool.errors.${e.code}`, {
                  person: e.person?.name ?? '',
                  date: e.date ? formatDisplayDate(e.date) : '',
                  detail: e.detail ?? '',
                })}
              </ListItem>
            ))}
          </List>
        ) : null}
        {error ? (
          <Alert severity="error" data-testid="pool-tool-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.pool_tool.close')}</Button>
        {!view ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void act(() => generatePoolTool({ branch: row.branch.id, period_from: from, period_to: to }))}
            data-testid="pool-tool-generate"
          >
            {t('reports.pool_tool.generate')}
          </Button>
        ) : null}
        {view?.has_errors ? (
          <Button disabled={busy} onClick={() => void act(() => regeneratePoolTool(view.id))} data-testid="pool-tool-regenerate">
            {t('reports.pool_tool.regenerate')}
          </Button>
        ) : null}
        {view?.has_xml ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void act(async () => (await downloadPoolTool(view), null))}
            data-testid="pool-tool-download"
          >
            {t('reports.pool_tool.download')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
