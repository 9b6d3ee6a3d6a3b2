import { z } from 'zod';
import { profileCreateSchema } from '@app/contracts';

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
