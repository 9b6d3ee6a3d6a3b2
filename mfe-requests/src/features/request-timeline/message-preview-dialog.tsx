import { useTranslation } from 'react-i18next';
import type { RequestTimelineEntry } from '@app/contracts';
import { MailPreviewDialog } from '@app/ui/mail-preview';
import { useRequestMessage } from './api/timeline-api';

export interface MessagePreviewDialogProps {
  requestId: number;
  entry: RequestTimelineEntry;
  onClose(): void;
}

/**
 * A mail or text message sent about the request (REQ-DATA-10) in the kit's mail preview
 * (PLT-DLG-04): its subject, or 'Text message', over the text as sent, a link's secret hidden.
 */
export function MessagePreviewDialog({ requestId, entry, onClose }: MessagePreviewDialogProps) {
  const { t } = useTranslation();
  const message = useRequestMessage(requestId, entry.id);
  const sms = entry.data.message?.channel === 'sms';
  return <MailPreviewDialog title={sms ? t('timeline.sms_title') : entry.data.message?.subject} message={message} onClose={onClose} />;
}
