import type { UseQueryResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { QueryState } from '../query-state/query-state';

/** PLT-DLG-04 */
export const MAIL_PREVIEW_WIDTH = 600;

/** What the mail preview shows of a kept message: to whom, when, and the text as sent. */
export interface MailPreviewMessage {
  recipient: string;
  sent_at: string;
  text: string;
}

export interface MailPreviewDialogProps {
  /** the subject as shown (the caller's text), else 'E-mail' */
  title?: string;
  /** the message, read by the caller when the preview opens */
  message: UseQueryResult<MailPreviewMessage>;
  onClose(): void;
}

/**
 * The mail preview dialog (PLT-DLG-04, 600 wide): the body of an e-mail (or a text message) as it
 * was sent. The caller reads the message; the dialog shows its loading and failure states.
 */
export function MailPreviewDialog({ title, message, onClose }: MailPreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: MAIL_PREVIEW_WIDTH }, 'data-testid': 'mail-preview' } as object }}
      aria-labelledby="mail-preview-title"
    >
      <DialogTitle id="mail-preview-title">{title || t('mail_preview.mail_title')}</DialogTitle>
      <DialogContent>
        <QueryState query={message} failed="mail_preview.failed" testId="mail-preview-body">
          {(m) => (
            <Stack sx={{ gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('mail_preview.to', { recipient: m.recipient, at: inAmsterdam(m.sent_at).format(DateFormat.dateTime) })}
              </Typography>
              <Typography
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
                data-testid="mail-preview-text"
              >
                {m.text}
              </Typography>
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="mail-preview-close">
          {t('mail_preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
