/** The invitation form's rules (spec 000 section 5): each error is an i18n key. */
export const InviteRule = {
  required: 'rules.required',
  min3: 'rules.min3',
  email: 'rules.email',
  passwordMatch: 'rules.password_match',
  incomplete: 'account.invite.register.incomplete_form',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface JoinValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  full_name: string;
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

function required(value: string): string | undefined {
  return value.trim() ? undefined : InviteRule.required;
}

function min3(value: string): string | undefined {
  return required(value) ?? (value.trim().length < 3 ? InviteRule.min3 : undefined);
}

function email(value: string): string | undefined {
  return required(value) ?? (EMAIL.test(value.trim()) ? undefined : InviteRule.email);
}

/**
 * The strong-password rule of `@app/contracts` (`strongPasswordSchema`, ID-PWD-03) without zod, so
 * this small public bundle does not carry it; invite-rules.test.ts proves both agree.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export function strongPassword(value: string): string | undefined {
  if (!value) return InviteRule.required;
  if (value.length < PASSWORD_MIN) return 'password.min';
  if (value.length > PASSWORD_MAX) return 'password.max';
  return STRONG.test(value) ? undefined : 'password.strong';
}

const compact = <T>(errors: FieldErrors<T>): FieldErrors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => !!v)) as FieldErrors<T>;

export function validateJoin(values: JoinValues): FieldErrors<JoinValues> {
  return compact<JoinValues>({ email: email(values.email), password: required(values.password) });
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  return compact<RegisterValues>({
    full_name: min3(values.full_name),
    email: email(values.email),
    username: min3(values.username),
    password: strongPassword(values.password),
    password_confirmation:
      required(values.password_confirmation) ?? (values.password === values.password_confirmation ? undefined : InviteRule.passwordMatch),
  });
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
