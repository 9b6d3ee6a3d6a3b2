import { changePasswordFormSchema, confirmationDiffers, passwordMessageKey, resetFormSchema } from './password-rules';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${String(i.path[0])}:${passwordMessageKey(i.message)}`);

describe('password form rules', () => {
  it('reset needs the strong-password rule and a matching confirmation', () => {
    expect(resetFormSchema.safeParse({ password: 'Welkom#2025', password_confirmation: 'Welkom#2025' }).success).toBe(true);
    expect(messagesOf(resetFormSchema.safeParse({ password: 'welkom2025', password_confirmation: 'welkom2025' }))).toEqual([
      'password:password.strong',
    ]);
    expect(messagesOf(resetFormSchema.safeParse({ password: 'W#1a', password_confirmation: 'W#1a' }))).toContain('password:password.min');
    expect(messagesOf(resetFormSchema.safeParse({ password: '', password_confirmation: '' }))).toEqual([
      'password:password.required',
      'password_confirmation:password.required',
    ]);
    expect(messagesOf(resetFormSchema.safeParse({ password: 'Welkom#2025', password_confirmation: 'Welkom#2026' }))).toEqual([
      'password_confirmation:rules.password_match',
    ]);
  });

  it('the change dialog also allows at most two identical characters in a row', () => {
    const base = { current_password: 'old', password_confirmation: 'x' };
    expect(changePasswordFormSchema.safeParse({ ...base, password: 'Welkom#2025' }).success).toBe(true);
    expect(changePasswordFormSchema.safeParse({ ...base, password: 'Weelkom#2025' }).success).toBe(true);
    expect(messagesOf(changePasswordFormSchema.safeParse({ ...base, password: 'Weeelkom#2025' }))).toEqual(['password:password.repeat']);
    expect(messagesOf(changePasswordFormSchema.safeParse({ ...base, current_password: '', password: 'Welkom#2025' }))).toEqual([
      'current_password:password.required',
    ]);
  });

  it('a confirmation that differs is detected before the rules run', () => {
    expect(confirmationDiffers({ password: 'Welkom#2025', password_confirmation: 'Welkom#2025' })).toBe(false);
    expect(confirmationDiffers({ password: 'Welkom#2025', password_confirmation: '' })).toBe(true);
  });

  it('keeps i18n keys and unknown texts as they are', () => {
    expect(passwordMessageKey('rules.password_match')).toBe('rules.password_match');
    expect(passwordMessageKey('Something else')).toBe('Something else');
    expect(passwordMessageKey(undefined)).toBeUndefined();
  });
});
