import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '@app/platform/session';
import { confirm } from '@app/ui/dialog-store';
import { AddProfileDialog } from './add-profile-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import {
  archiveProfile,
  giveProfile,
  personEmail,
  personProfilesKey,
  updateProfile,
  usePersonProfiles,
  useRoleOptions,
  type PersonProfile,
} from './api/person-profiles-api';
import { PersonProfilesTable } from './person-profiles-table';
import type { ProfileEditOutput, ProfileFormOutput } from './profile-form';
import { apiErrorText } from '@app/platform/api';
import { QueryProblem } from '@app/ui/query-state';

export interface PersonProfilesTabProps {
  personId: number;
  /** the caller may change persons (PERMISSION_PERSON_ALL): remove, and add with the roles right */
  canEdit: boolean;
}

type Notice = { severity: 'success' | 'error'; text: string; testId: string };

/**
 * The person popup's Profiles tab: gives roles at a branch (POST profile; a person without an account
 * gets an invitation mail instead), sets a profile's function and description (PUT profile/{id}) and removes a profile after a confirmation (DELETE
 * profile/{id}/archive), never the last one.
 */
export function PersonProfilesTab({ personId, canEdit }: PersonProfilesTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profiles = usePersonProfiles(personId);
  const payload = useSession((s) => s.payload);
  // giving a role is POST profile's right (PERMISSION_PERSON_ALL, as editing the person); the picker
  // reads identity's role options, which holds only the roles the caller may give
  const canGive = canEdit;
  const roles = useRoleOptions(canGive);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PersonProfile | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey: personProfilesKey(personId) });

  const add = async (values: ProfileFormOutput) => {
    setDialogError(null);
    try {
      const answer = await giveProfile({ person_id: personId, ...values });
      setAdding(false);
      if (answer.invited) {
        const email = await personEmail(personId).catch(() => null);
        setNotice({
          severity: 'success',
          text: email ? t('person_profiles.invited', { email }) : t('person_profiles.invited_no_email'),
          testId: 'person-profiles-invited',
        });
      } else setNotice({ severity: 'success', text: t('person_profiles.added'), testId: 'person-profiles-added' });
      await reload();
    } catch (failure) {
      setDialogError(apiErrorText(failure, t('entity_popup.load_failed')));
    }
  };

  const edit = async (values: ProfileEditOutput) => {
    if (!editing) return;
    setDialogError(null);
    try {
      await updateProfile(editing.id, values);
      setEditing(null);
      setNotice({ severity: 'success', text: t('person_profiles.updated'), testId: 'person-profiles-updated' });
      await reload();
    } catch (failure) {
      setDialogError(apiErrorText(failure, t('entity_popup.load_failed')));
    }
  };

  const remove = async (profile: PersonProfile) => {
    if (!(await confirm({ title: t('person_profiles.remove_title'), message: t('person_profiles.remove_confirm') }))) return;
    setBusy(true);
    setNotice(null);
    try {
      await archiveProfile(profile.id);
      setNotice({ severity: 'success', text: t('person_profiles.removed'), testId: 'person-profiles-removed' });
    } catch (failure) {
      setNotice({ severity: 'error', text: apiErrorText(failure, t('entity_popup.load_failed')), testId: 'person-profiles-error' });
    } finally {
      setBusy(false);
      await reload();
    }
  };

  if (profiles.isPending) return <Skeleton height={120} />;
  if (profiles.isError) return <QueryProblem query={profiles} failed="entity_popup.load_failed" testId="person-profiles" />;
  const offered = roles.data ?? [];
  return (
    <Stack spacing={2}>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid={notice.testId}>
          {notice.text}
        </Alert>
      ) : null}
      <PersonProfilesTable
        profiles={profiles.data}
        poolName={payload?.pool_name ?? ''}
        canRemove={canEdit}
        busy={busy}
        onRemove={(p) => void remove(p)}
        onEdit={(p) => {
          setDialogError(null);
          setNotice(null);
          setEditing(p);
        }}
      />
      {canGive ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => {
              setDialogError(null);
              setNotice(null);
              setAdding(true);
            }}
            data-testid="person-profiles-add"
          >
            {t('person_profiles.add')}
          </Button>
        </Box>
      ) : null}
      <EditProfileDialog profile={editing} error={dialogError} onSubmit={edit} onClose={() => setEditing(null)} />
      <AddProfileDialog open={adding} roles={offered} error={dialogError} onSubmit={add} onClose={() => setAdding(false)} />
    </Stack>
  );
}
