import { z } from 'zod';
import { changePasswordSchema, PASSWORD_MAX, strongPasswordSchema } from '@app/contracts';

/**
 * The contracts' password messages (spec 000 section 5) by their i18n key; the zod schemas of
 * `@app/contracts` stay the single source of the rules, the keys only translate them.
 */
const MESSAGE_KEYS: [RegExp, string][] = [
  [/at least: 1 uppercase/, 'password.strong'],
  [/more than two identical/, 'password.repeat'],
  [/at least \d+ characters/, 'password.min'],
  [/at most \d+ characters/, 'password.max'],
  [/^The field is required$/, 'password.required'],
  [/^rules\./, ''],
];

/** The i18n key of a form message: a contracts text is mapped, a key (`rules.*`) stays itself. */
export function passwordMessageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const hit = MESSAGE_KEYS.find(([re]) => re.test(message));
  if (!hit) return message;
  return hit[1] || message;
}

const required = z.string().min(1, 'The field is required').max(PASSWORD_MAX);

/** Reset by token: the strong-password rule and a matching confirmation. */
export const resetFormSchema = z
  .object({ password: z.string().min(1, 'The field is required').pipe(strongPasswordSchema), password_confirmation: required })
  .refine((v) => v.password === v.password_confirmation, { message: 'rules.password_match', path: ['password_confirmation'] });
export type ResetForm = z.infer<typeof resetFormSchema>;

/** The user menu's change dialog: current, new (strong, at most two identical in a row), confirmation. */
export const changePasswordFormSchema = z.object({
  current_password: required,
  password: z.string().min(1, 'The field is required').pipe(changePasswordSchema),
  password_confirmation: required,
});
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordForm = { current_password: '', password: '', password_confirmation: '' };

/** At submit a confirmation that differs from the new password clears every field (ID-PWD-04). */
export function confirmationDiffers(values: Pick<ChangePasswordForm, 'password' | 'password_confirmation'>): boolean {
  return values.password !== values.password_confirmation;
}
