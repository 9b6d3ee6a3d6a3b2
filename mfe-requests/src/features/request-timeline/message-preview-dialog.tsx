import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RequestTimelineEntry } from '@app/contracts';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { QueryState } from '@app/ui/query-state';
import { useRequestMessage } from './api/timeline-api';

export interface MessagePreviewDialogProps {
  requestId: number;
  entry: RequestTimelineEntry;
  onClose(): void;
}

/**
 * The mail preview of a mail or text message sent about the request (REQ-DATA-10, PLT-DLG-04: 600
 * wide): subject, recipient, when, and the text as sent, a link's secret hidden.
 */
export function MessagePreviewDialog({ requestId, entry, onClose }: MessagePreviewDialogProps) {
  const { t } = useTranslation();
  const message = useRequestMessage(requestId, entry.id);
  const sms = entry.data.message?.channel === 'sms';
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 600 }, 'data-testid': 'message-preview' } as object }}
      aria-labelledby="message-preview-title"
    >
      <DialogTitle id="message-preview-title">
        {sms ? t('timeline.sms_title') : entry.data.message?.subject || t('timeline.mail_title')}
      </DialogTitle>
      <DialogContent>
        <QueryState query={message} failed="timeline.message_failed" testId="message-preview-body">
          {(m) => (
            <Stack sx={{ gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('timeline.message_to', { recipient: m.recipient, at: inAmsterdam(m.sent_at).format(DateFormat.dateTime) })}
              </Typography>
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
                {m.text}
              </Typography>
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="message-preview-close">
          {t('timeline.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
