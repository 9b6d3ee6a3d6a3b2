import { z } from 'zod';
import { PROFILE_DESCRIPTION_MAX, profileCreateSchema } from '@app/contracts';

/**
 * The add-profile form: identity's POST profile schema (roles required, at most 20) with the branch
 * required too, since a profile is a role at a branch (spec 001 section 1). Values are the pickers'
 * string ids; the schema turns them into numbers. Messages are i18n keys ('rules.required').
 */
export const profileFormSchema = profileCreateSchema.pick({ role_ids: true }).extend({
  branch_id: z.coerce.number().int().positive('rules.required'),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const EMPTY_PROFILE_FORM = { branch_id: '', role_ids: [] as string[] };

/**
 * The edit-profile form (MD-PROF-01): a function (a profile type from the inputs list, or none) and a
 * description of at most PROFILE_DESCRIPTION_MAX characters, as identity's PUT profile/{id} takes them.
 */
export const profileEditSchema = z.object({
  profile_type_id: z.string().transform((v) => (v ? Number(v) : null)),
  description: z
    .string()
    .trim()
    .max(PROFILE_DESCRIPTION_MAX, 'person_profiles.description_max')
    .transform((d) => (d ? d : null)),
});

export type ProfileEditValues = z.input<typeof profileEditSchema>;
export type ProfileEditOutput = z.output<typeof profileEditSchema>;
