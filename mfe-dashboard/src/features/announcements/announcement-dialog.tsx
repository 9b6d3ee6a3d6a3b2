import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FormTemplate } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { TemplateForm, useFormTemplate, useTemplateForm } from '@app/ui/template-form';
import { saveAnnouncement, useAnnouncement } from './api/announcements-api';

/** What the dialog edits: a new announcement, or the one with this id. */
export type AnnouncementEditing = 'new' | number;

export interface AnnouncementDialogProps {
  editing: AnnouncementEditing | null;
  onClose(): void;
}

/**
 * Add or edit an announcement from the dashboard (ANNOUNCEMENT_CREATE or EDIT, or ALL): the same
 * form template as the admin list (GET template/announcement), with the rich-text editor.
 */
export function AnnouncementDialog({ editing, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { 'data-testid': 'announcement-dialog' } as object }}
    >
      <DialogTitle>{editing === 'new' ? t('announcements_panel.add') : t('announcements_panel.edit')}</DialogTitle>
      {editing !== null ? <Loaded key={String(editing)} editing={editing} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Loaded({ editing, onClose }: { editing: AnnouncementEditing; onClose(): void }) {
  const { t } = useTranslation();
  const template = useFormTemplate('announcement');
  const id = editing === 'new' ? null : editing;
  const record = useAnnouncement(id);
  const error = template.error ?? record.error;
  if (error)
    return (
      <DialogContent>
        <Alert severity="error" data-testid="announcement-dialog-error">
          {apiErrorText(error, t('announcements_panel.form_failed'))}
        </Alert>
      </DialogContent>
    );
  if (!template.data || (id !== null && !record.data))
    return (
      <DialogContent>
        <Skeleton variant="rounded" height={240} data-testid="announcement-dialog-loading" />
      </DialogContent>
    );
  return <AnnouncementForm template={template.data} id={id} record={record.data} onClose={onClose} />;
}

function AnnouncementForm({
  template,
  id,
  record,
  onClose,
}: {
  template: FormTemplate;
  id: number | null;
  record?: Record<string, unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useTemplateForm({
    template,
    record,
    onSubmit: async (payload) => {
      await saveAnnouncement(id, payload);
      toast(t('announcements_panel.saved'), { severity: 'success', testId: 'announcement-toast' });
      await queryClient.invalidateQueries({ queryKey: ['announcements'] });
      onClose();
    },
  });
  return (
    <>
      <DialogContent>
        <TemplateForm state={state} id="announcement-form" testId="announcement-form" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="announcement-cancel">
          {t('announcements_panel.cancel')}
        </Button>
        <Button
          variant="contained"
          type="submit"
          form="announcement-form"
          disabled={state.form.formState.isSubmitting}
          data-testid="announcement-save"
        >
          {t('announcements_panel.save')}
        </Button>
      </DialogActions>
    </>
  );
}
