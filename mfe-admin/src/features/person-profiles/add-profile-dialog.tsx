import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@app/ui/template-form';
import { ProfileDialogFrame } from './profile-dialog-frame';
import type { RoleOption } from './api/person-profiles-api';
import { EMPTY_PROFILE_FORM, profileFormSchema, type ProfileFormOutput, type ProfileFormValues } from './profile-form';

export interface AddProfileDialogProps {
  open: boolean;
  /** the roles the caller may give (identity's role options) */
  roles: readonly RoleOption[];
  /** the server's refusal (422 or 403 text), shown above the fields */
  error: string | null;
  onSubmit(values: ProfileFormOutput): Promise<void>;
  onClose(): void;
}

/** 'Add profile': a branch from the inputs endpoint's branch list and one or more roles, validated before it is sent. */
export function AddProfileDialog({ open, roles, error, onSubmit, onClose }: AddProfileDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, reset } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: EMPTY_PROFILE_FORM,
  });
  useEffect(() => {
    if (open) reset(EMPTY_PROFILE_FORM);
  }, [open, reset]);

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
      open={open}
      title={t('person_profiles.add_title')}
      saveLabel={t('person_profiles.save')}
      id="person-profiles"
      error={error}
      busy={busy}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
    >
      <Controller
        name="branch_id"
        control={control}
        render={({ field, fieldState }) => (
          <SelectField
            label={t('person_profiles.branch')}
            value={String(field.value ?? '')}
            onChange={(v) => field.onChange(Array.isArray(v) ? (v[0] ?? '') : v)}
            onBlur={field.onBlur}
            disabled={busy}
            required
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            testId="person-profiles-branch"
            getKey="branches"
            multiple={false}
          />
        )}
      />
      <Controller
        name="role_ids"
        control={control}
        render={({ field, fieldState }) => {
          const chosen = (field.value ?? []).map(String);
          return (
            <Autocomplete<RoleOption, true>
              multiple
              options={[...roles]}
              value={roles.filter((r) => chosen.includes(String(r.id)))}
              disabled={busy}
              getOptionLabel={(r) => r.name}
              getOptionKey={(r) => String(r.id)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={t('template_form.no_options')}
              onChange={(_e, picked) => field.onChange(picked.map((r) => String(r.id)))}
              onBlur={field.onBlur}
              size="small"
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('person_profiles.roles')}
                  required
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'person-profiles-roles' } as object,
                  }}
                />
              )}
            />
          );
        }}
      />
    </ProfileDialogFrame>
  );
}
