import { z } from 'zod';
import { changePasswordSchema, strongPasswordSchema } from './passwords';
import { recordId } from './record-id';

/** Exact texts of the account calls (spec 000 sections 5 and 8, spec 001 sections 5 and 8). */
export const AccountMessages = {
  instructionsSent: 'Instructions sent by e-mail.',
  tokenNotFound: 'Token not found or expired',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed.',
  codeInvalid: 'The access code is invalid or has expired.',
  codeSent: 'An access code has been sent to your e-mail address.',
  required: 'rules.required',
  min3: 'rules.min3',
  email: 'rules.email',
  passwordMatch: 'rules.password_match',
} as const;

/** The login answer when the second factor is still missing (ID-2FA-01). */
export interface SecondFactorPending {
  '2fa_complete': false;
  /** short-lived pending-login token; POST /api/2fa_check sends it back with the code */
  two_factor_token: string;
}

export const TWO_FACTOR_CODE_TTL_SECONDS = 10 * 60;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const ACCOUNT_INVITATION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** POST /api/2fa_check: the six-digit code with the pending-login token of the login answer. */
export const twoFactorCheckSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
  two_factor_token: z.string().min(20, 'The field is required').max(200),
});
export type TwoFactorCheck = z.infer<typeof twoFactorCheckSchema>;

/** POST /api/account/forgot: e-mail address or username. */
export const forgotPasswordSchema = z
  .object({ email: z.string().trim().max(180).optional(), username: z.string().trim().max(180).optional() })
  .refine((v) => v.email || v.username, { message: 'The field is required', path: ['email'] });

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;

/** POST /api/account/reset */
export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'The field is required').max(200),
    password: strongPasswordSchema,
    password_confirmation: z.string().max(100),
  })
  .refine(confirmed, { message: AccountMessages.passwordMatch, path: ['password_confirmation'] });

/** PATCH /api/account/password-reset; `refresh_token` names the session that stays signed in. */
export const changeOwnPasswordSchema = z.object({
  current_password: z.string().min(1, 'The field is required').max(100),
  password: changePasswordSchema,
  refresh_token: z.string().max(200).optional(),
});

/** POST /api/account/toggle2fa: turning two-factor off asks the password (a stolen session alone must not weaken the login). */
export const toggleTwoFactorSchema = z.object({ password: z.string().max(100).optional() });

export const InvitationMessages = {
  notFound: 'The invitation could not be found.',
  expired: 'The invitation has expired.',
  taken: 'This value is already used.',
} as const;

const required = (max: number) => z.string({ error: AccountMessages.required }).trim().min(1, AccountMessages.required).max(max);
const emailField = required(180).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AccountMessages.email);

/** GET /api/account/invitation/{token} */
export interface AccountInvitationView {
  pool: { id: number; name: string; url: string; logo: string | null };
  person: { email: string; full_name: string };
}

/** POST /api/account/invitation/{token}/join: an existing account joins. */
export const invitationJoinSchema = z.object({ email: required(180), password: required(100) });

/** POST /api/account/invitation/{token}/register: a new account (spec 000 section 5 messages). */
export const invitationRegisterSchema = z
  .object({
    token: z.string().max(200).optional(),
    email: emailField,
    username: required(180).min(3, AccountMessages.min3),
    password: z.string({ error: AccountMessages.required }).min(1, AccountMessages.required).pipe(strongPasswordSchema),
    password_confirmation: z.string({ error: AccountMessages.required }).min(1, AccountMessages.required),
  })
  .refine(confirmed, { message: AccountMessages.passwordMatch, path: ['password_confirmation'] });

/** POST /api/account/create (ID-ACCINV-07, API-31): the register form's call with the invitation's token in the body. */
export const accountCreateSchema = invitationRegisterSchema.and(z.object({ token: required(200) }));

/** POST /api/profile: gives roles to a person at a branch; without an account the person is invited. */
export const profileCreateSchema = z.object({
  person_id: recordId(),
  branch_id: recordId().nullable().default(null),
  role_ids: z.array(recordId()).min(1, AccountMessages.required).max(20),
});

/** The longest description a profile keeps. */
export const PROFILE_DESCRIPTION_MAX = 255;

/**
 * PUT /api/profile/{id}: a profile's function (a live profile type of the pool, or none) and
 * description (MD-PROF-01); both are sent, null or an empty description clears one.
 */
export const profileUpdateSchema = z.object({
  profile_type_id: recordId().nullable(),
  description: z
    .string()
    .trim()
    .max(PROFILE_DESCRIPTION_MAX)
    .nullable()
    .transform((d) => (d ? d : null)),
});

/** What PUT /api/profile/{id} answers: the profile's stored function and description. */
export interface ProfileUpdated {
  id: number;
  profile_type_id: number | null;
  description: string | null;
}

/** An account as the accounts API answers it (spec 001 section 3 'Account'). */
export interface AccountView {
  id: number;
  username: string;
  email: string;
  enabled: boolean;
  two_factor: boolean;
  is_sysadmin: boolean;
  last_login: string | null;
}

/** PUT /api/account/{id}; a new username, a disabled account or a new password signs the user out. */
export const accountUpdateSchema = z
  .object({
    username: required(180).min(3, AccountMessages.min3),
    email: emailField,
    enabled: z.boolean(),
    password: strongPasswordSchema.optional(),
    password_confirmation: z.string().max(100).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: AccountMessages.passwordMatch,
    path: ['password_confirmation'],
  });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
