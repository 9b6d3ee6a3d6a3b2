import { PASSWORD_MAX, PASSWORD_MIN, strongPasswordSchema } from '@app/contracts';
import {
  hasErrors,
  InviteRule,
  PASSWORD_MAX as MAX,
  PASSWORD_MIN as MIN,
  strongPassword,
  validateJoin,
  validateRegister,
} from './invite-rules';

describe('account invitation rules', () => {
  it('join needs a valid e-mail and a password', () => {
    expect(validateJoin({ email: '', password: '' })).toEqual({ email: 'rules.required', password: 'rules.required' });
    expect(validateJoin({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'rules.email' });
    expect(hasErrors(validateJoin({ email: 'jan@example.nl', password: 'x' }))).toBe(false);
  });

  it('register checks required, min3, e-mail, the strong password and the repeat', () => {
    expect(validateRegister({ full_name: '', email: '', username: '', password: '', password_confirmation: '' })).toEqual({
      full_name: 'rules.required',
      email: 'rules.required',
      username: 'rules.required',
      password: 'rules.required',
      password_confirmation: 'rules.required',
    });
    expect(
      validateRegister({ full_name: 'Jo', email: 'jan@', username: 'ab', password: 'welkom2025', password_confirmation: 'welkom2026' }),
    ).toEqual({
      full_name: 'rules.min3',
      email: 'rules.email',
      username: 'rules.min3',
      password: 'password.strong',
      password_confirmation: 'rules.password_match',
    });
    expect(
      hasErrors(
        validateRegister({
          full_name: 'Jan Jansen',
          email: 'jan@example.nl',
          username: 'jjansen',
          password: 'Welkom#2025',
          password_confirmation: 'Welkom#2025',
        }),
      ),
    ).toBe(false);
  });

  it('names the incomplete-form key of the spec', () => {
    expect(InviteRule.incomplete).toBe('account.invite.register.incomplete_form');
  });

  it('agrees with the strong-password rule of contracts', () => {
    expect([MIN, MAX]).toEqual([PASSWORD_MIN, PASSWORD_MAX]);
    const samples = [
      'Welkom#2025',
      'welkom#2025',
      'WELKOM#2025',
      'Welkom2025',
      'Welkom#',
      'W#1a',
      'Aa1!aaaa',
      'Aa1!' + 'a'.repeat(100),
      'Geheim(2025',
      'Geheim&2025',
    ];
    for (const sample of samples) {
      expect([sample, strongPassword(sample) === undefined]).toEqual([sample, strongPasswordSchema.safeParse(sample).success]);
    }
  });
});
