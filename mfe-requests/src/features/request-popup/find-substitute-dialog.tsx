import type { ComponentType } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RequestTabProps } from '../../lib/popup-tabs';

export interface FindSubstituteDialogProps {
  /** the matching feature's best candidates (the app provides it, as it does the tabs) */
  Body: ComponentType<RequestTabProps>;
  tab: RequestTabProps;
  /** opens the Matching tab with every candidate and its filters */
  onAllCandidates(): void;
  onClose(): void;
}

/**
 * Find my substitute (REQ-POPUP-02, ADR 0282): the request's matching run at once under the default
 * filters, its best candidates (as many as the pool unfolds) with their score, availability and
 * reasons, ticked and invited or reserved right here; the Matching tab shows them all.
 */
export function FindSubstituteDialog({ Body, tab, onAllCandidates, onClose }: FindSubstituteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" slotProps={{ paper: { 'data-testid': 'find-substitute-dialog' } as object }}>
      <DialogTitle>{t('find_substitute.title', { id: tab.request.id })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('find_substitute.intro')}
        </Typography>
        <Body {...tab} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onAllCandidates} data-testid="find-substitute-all">
          {t('find_substitute.all')}
        </Button>
        <Button onClick={onClose} data-testid="find-substitute-close">
          {t('find_substitute.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
