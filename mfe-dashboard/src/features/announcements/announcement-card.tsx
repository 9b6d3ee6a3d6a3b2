import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { announcementExcerpt, richTextPlainText, type CurrentAnnouncement } from '@app/contracts';
import { RichTextView } from '@app/ui/rich-text';
import { AnnouncementIcon } from './announcement-icon';

export interface AnnouncementCardProps {
  item: CurrentAnnouncement;
  canEdit: boolean;
  onMarkRead(): void;
  onEdit(): void;
}

/**
 * One announcement of the panel: icon, title, pinned and unread marks, the 120-character excerpt
 * (' ...' when cut) that unfolds into the whole rich text, and its actions.
 */
export function AnnouncementCard({ item, canEdit, onMarkRead, onEdit }: AnnouncementCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const excerpt = announcementExcerpt(richTextPlainText(item.content));
  const testId = `announcement-${item.id}`;
  return (
    <Box
      data-testid={testId}
      data-read={item.read ? 'true' : 'false'}
      sx={{ borderLeft: 4, borderColor: item.read ? 'divider' : 'primary.main', pl: 1.5, py: 1 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <AnnouncementIcon name={item.icon} />
        <Typography variant="subtitle1" sx={{ fontWeight: item.read ? 400 : 700, flex: 1 }} data-testid={`${testId}-title`}>
          {item.title}
        </Typography>
        {item.pinned ? <Chip size="small" label={t('announcements_panel.pinned')} data-testid={`${testId}-pinned`} /> : null}
        {item.read ? null : <Chip size="small" color="primary" label={t('announcements_panel.unread')} data-testid={`${testId}-unread`} />}
      </Stack>
      {open ? (
        <RichTextView doc={item.content} testId={`${testId}-content`} />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-excerpt`}>
          {excerpt}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
        <Button size="small" onClick={() => setOpen(!open)} data-testid={`${testId}-toggle`}>
          {open ? t('announcements_panel.less') : t('announcements_panel.more')}
        </Button>
        {item.read ? null : (
          <Button size="small" onClick={onMarkRead} data-testid={`${testId}-mark-read`}>
            {t('announcements_panel.mark_read')}
          </Button>
        )}
        {canEdit ? (
          <Button size="small" onClick={onEdit} data-testid={`${testId}-edit`}>
            {t('announcements_panel.edit')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
