import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Permission } from '@app/contracts';
import { useHasRight } from '@app/platform/session';
import { PersonAvatar } from '../person-avatar/person-avatar';
import { QueryState } from '../query-state/query-state';
import { CommentLines, ContactLines, DocumentLines } from './person-preview-sections';
import { usePersonPreview } from './use-person-preview';

/** PLT-DLG-02 */
export const PERSON_PREVIEW_WIDTH = 400;

/** The rights of the person popup the preview's link opens (PLT-DLG-03: PERSON_VIEW; PERSON_ALL includes it). */
const PERSON_POPUP_RIGHTS = [Permission.PERSON_VIEW, Permission.PERSON_ALL];

export interface PersonPreviewDialogProps {
  personId: number;
  /** the name the screen already shows, the title while the preview loads */
  name: string;
  onClose(): void;
}

/**
 * The person preview dialog (PLT-DLG-02, 400 wide): the avatar, phone and e-mail as tel: and mailto:
 * links, a documents view and a comments view; with PERSON_VIEW a link opens the person popup in a
 * new tab (PLT-DLG-03). What the caller may not read the server leaves out (ADR 0254).
 */
export function PersonPreviewDialog({ personId, name, onClose }: PersonPreviewDialogProps) {
  const { t } = useTranslation();
  const preview = usePersonPreview(personId);
  const readsPersons = useHasRight(PERSON_POPUP_RIGHTS);
  const [view, setView] = useState<'documents' | 'comments'>('documents');
  const title = preview.data?.full_name ?? name;

  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: PERSON_PREVIEW_WIDTH, m: 1 }, 'data-testid': 'person-preview' } as object }}
      aria-labelledby="person-preview-title"
    >
      <DialogTitle id="person-preview-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PersonAvatar
          personId={personId}
          name={title}
          // the photo call reaches only who reads persons; others see the letters
          hasPhoto={readsPersons && preview.isSuccess}
          diameter={40}
        />
        {title}
      </DialogTitle>
      <DialogContent>
        <QueryState query={preview} failed="person_preview.failed" testId="person-preview-body">
          {(person) => (
            <Stack sx={{ gap: 1 }}>
              <ContactLines person={person} />
              <Tabs value={view} onChange={(_, next: 'documents' | 'comments') => setView(next)} variant="fullWidth">
                <Tab value="documents" label={t('person_preview.documents')} data-testid="person-preview-tab-documents" />
                <Tab value="comments" label={t('person_preview.comments')} data-testid="person-preview-tab-comments" />
              </Tabs>
              {view === 'documents' ? <DocumentLines person={person} /> : <CommentLines person={person} />}
            </Stack>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ justifyContent: readsPersons ? 'space-between' : 'flex-end' }}>
        {readsPersons ? (
          <Link href={`/person/${personId}/summary`} target="_blank" rel="noopener" data-testid="person-preview-open" sx={{ ml: 1 }}>
            {t('person_preview.open_person')}
          </Link>
        ) : null}
        <Button onClick={onClose} data-testid="person-preview-close">
          {t('person_preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
