import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PROFILE_DESCRIPTION_MAX } from '@app/contracts';
import { SelectField } from '@app/ui/template-form';
import { ProfileDialogFrame } from './profile-dialog-frame';
import type { PersonProfile } from './api/person-profiles-api';
import { profileEditSchema, type ProfileEditOutput, type ProfileEditValues } from './profile-form';

export interface EditProfileDialogProps {
  /** the profile being edited; null keeps the dialog closed */
  profile: PersonProfile | null;
  /** the server's refusal (422 or 403 text), shown above the fields */
  error: string | null;
  onSubmit(values: ProfileEditOutput): Promise<void>;
  onClose(): void;
}

const valuesOf = (profile: PersonProfile | null): ProfileEditValues => ({
  profile_type_id: profile?.profile_type ? String(profile.profile_type.id) : '',
  description: profile?.description ?? '',
});

/** 'Edit profile': the profile's function (a live profile type of the pool, from the inputs list) and description. */
export function EditProfileDialog({ profile, error, onSubmit, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, reset } = useForm<ProfileEditValues, unknown, ProfileEditOutput>({
    resolver: zodResolver(profileEditSchema),
    defaultValues: valuesOf(profile),
  });
  useEffect(() => {
    if (profile) reset(valuesOf(profile));
  }, [profile, reset]);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  });

  return (
    <ProfileDialogFrame
      open={profile !== null}
      title={t('person_profiles.edit_title')}
      saveLabel={t('person_profiles.edit_save')}
      id="person-profiles-edit"
      error={error}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Controller
        name="profile_type_id"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            label={t('person_profiles.profile_type')}
            value={String(field.value ?? '')}
            onChange={(v) => field.onChange(Array.isArray(v) ? (v[0] ?? '') : v)}
            onBlur={field.onBlur}
            disabled={busy}
            required={false}
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            testId="person-profiles-edit-type"
            getKey="profile_types"
            multiple={false}
          />
        )}
      />
      <Controller
        name="description"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label={t('person_profiles.description')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={busy}
            multiline
            minRows={2}
            size="small"
            error={!!fieldState.error}
            helperText={fieldState.error?.message ? t(fieldState.error.message, { max: PROFILE_DESCRIPTION_MAX }) : undefined}
            slotProps={{ htmlInput: { 'data-testid': 'person-profiles-edit-description' } }}
          />
        )}
      />
    </ProfileDialogFrame>
  );
}
