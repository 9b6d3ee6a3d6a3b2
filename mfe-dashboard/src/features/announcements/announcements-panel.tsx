import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExtraPermission as E, isOwner, Permission as P, type CurrentAnnouncement } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { useHasRight, useSession } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import { QueryProblem } from '@app/ui/query-state';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementDialog, type AnnouncementEditing } from './announcement-dialog';
import { currentAnnouncementsKey, markAnnouncementRead, useCurrentAnnouncements } from './api/announcements-api';
import { useAnnouncementEvents } from './use-announcement-events';

/**
 * The dashboard's announcements panel (spec 000 section 2, DASHBOARD_ANNOUNCEMENTS): pinned and
 * unread announcements as the service orders them, mark as read, add with ANNOUNCEMENT_CREATE or
 * ALL and edit with ANNOUNCEMENT_EDIT or ALL, or one's own with ANNOUNCEMENT_CREATE; live through the
 * realtime channels.
 */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useCurrentAnnouncements();
  const canAdd = useHasRight([E.ANNOUNCEMENT_CREATE, P.ANNOUNCEMENT_ALL]);
  const canEdit = useHasRight([E.ANNOUNCEMENT_EDIT, P.ANNOUNCEMENT_ALL]);
  const payload = useSession((s) => s.payload);
  // who may add edits its own announcements too (the owner check, ID-PERM-16), as the service allows
  const mayEdit = (item: CurrentAnnouncement) => canEdit || (canAdd && isOwner(item.author, payload));
  const [editing, setEditing] = useState<AnnouncementEditing | null>(null);
  useAnnouncementEvents();
  const unread = current.data?.filter((a) => !a.read).length ?? 0;

  const markRead = async (item: CurrentAnnouncement) => {
    try {
      await markAnnouncementRead(item.id);
      // a pinned one stays, marked read; any other leaves the panel
      queryClient.setQueryData<CurrentAnnouncement[]>(currentAnnouncementsKey, (items) =>
        items?.flatMap((a) => (a.id !== item.id ? [a] : a.pinned ? [{ ...a, read: true }] : [])),
      );
    } catch (error) {
      toast(apiErrorText(error, t('announcements_panel.mark_failed')), { severity: 'error', testId: 'announcement-toast' });
      await queryClient.invalidateQueries({ queryKey: currentAnnouncementsKey });
    }
  };

  return (
    <Card variant="outlined" data-testid="announcements-panel">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Badge badgeContent={unread} color="primary" data-testid="announcements-unread">
            <Typography variant="h6" component="h2" sx={{ pr: 1 }}>
              {t('announcements_panel.title')}
            </Typography>
          </Badge>
          <Stack sx={{ flex: 1 }} />
          {canAdd ? (
            <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="announcements-add">
              {t('announcements_panel.add')}
            </Button>
          ) : null}
        </Stack>
        {current.isError ? (
          <QueryProblem query={current} failed="announcements_panel.load_failed" testId="announcements" />
        ) : current.isPending ? (
          <Skeleton variant="rounded" height={120} data-testid="announcements-loading" />
        ) : current.data.length === 0 ? (
          <Typography color="text.secondary" data-testid="announcements-empty">
            {t('announcements_panel.empty')}
          </Typography>
        ) : (
          <Stack divider={<Divider flexItem />} sx={{ gap: 1 }} data-testid="announcements">
            {current.data.map((item) => (
              <AnnouncementCard
                key={item.id}
                item={item}
                canEdit={mayEdit(item)}
                onMarkRead={() => void markRead(item)}
                onEdit={() => setEditing(item.id)}
              />
            ))}
          </Stack>
        )}
      </CardContent>
      <AnnouncementDialog editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
