import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenResponse } from '@app/contracts';
import { authApi } from '@app/platform/api';
import { navigate } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import { isStandalone } from '../../../host';
import { hasErrors, validateJoin, validateRegister, type FieldErrors, type JoinValues, type RegisterValues } from '../invite-rules';
import { inviteProblemOf, type InviteProblem } from '../invite-problem';
import type { Invitation } from '../api/use-invitation';

export type InviteTab = 'join' | 'register';

function goHome(message: string): void {
  if (isStandalone()) {
    window.location.assign('/');
    return;
  }
  toast(message, { severity: 'success', testId: 'account-invite-done' });
  navigate('/');
}

/** The first message the server gave each field. */
const firstOf = <T extends object>(problem: InviteProblem, values: T): FieldErrors<T> =>
  Object.fromEntries(Object.keys(values).map((field) => [field, problem.fields[field]?.[0]])) as FieldErrors<T>;

/**
 * The two ways to accept an invitation (spec 000 section 2): join with an existing account or
 * register one, each validated before it is sent; both prefilled from the invited person, both kept
 * when the user switches between them. A successful answer logs the invited profile in.
 */
export function useInviteSubmit(token: string, invitation: Invitation) {
  const { t } = useTranslation();
  const email = invitation.person?.email ?? '';
  const [tab, setTab] = useState<InviteTab>('join');
  const [join, setJoin] = useState<JoinValues>({ email, password: '' });
  const [register, setRegister] = useState<RegisterValues>({
    full_name: invitation.person?.full_name ?? '',
    email,
    username: '',
    password: '',
    password_confirmation: '',
  });
  const [joinErrors, setJoinErrors] = useState<FieldErrors<JoinValues>>({});
  const [registerErrors, setRegisterErrors] = useState<FieldErrors<RegisterValues>>({});
  const [incomplete, setIncomplete] = useState(false);
  const [problem, setProblem] = useState<InviteProblem | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(call: () => Promise<TokenResponse>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      // the answer logs the invited profile in: keep its tokens so home opens signed in
      sessionStore.getState().setTokens(await call());
      goHome(done);
    } catch (e) {
      const found = inviteProblemOf(e, t('errors.unknown'));
      setProblem(found);
      if (tab === 'join') setJoinErrors(firstOf(found, join));
      else setRegisterErrors(firstOf(found, register));
    } finally {
      setBusy(false);
    }
  }

  /** Validates before sending: an incomplete form says so and marks its fields. */
  function checked<T>(values: T, validate: (v: T) => FieldErrors<T>, setErrors: (e: FieldErrors<T>) => void): boolean {
    const errors = validate(values);
    setErrors(errors);
    setIncomplete(hasErrors(errors));
    return !hasErrors(errors);
  }

  return {
    tab,
    join,
    register,
    joinErrors,
    registerErrors,
    incomplete,
    problem,
    busy,
    switchTab(next: InviteTab) {
      setTab(next);
      setIncomplete(false);
      setProblem(null);
    },
    setJoinValue: (name: keyof JoinValues, value: string) => setJoin((v) => ({ ...v, [name]: value })),
    setRegisterValue: (name: keyof RegisterValues, value: string) => setRegister((v) => ({ ...v, [name]: value })),
    submitJoin(event: FormEvent) {
      event.preventDefault();
      if (!checked(join, validateJoin, setJoinErrors)) return;
      void send(() => authApi.joinInvitation(token, { email: join.email.trim(), password: join.password }), t('account.invite.joined'));
    },
    submitRegister(event: FormEvent) {
      event.preventDefault();
      if (!checked(register, validateRegister, setRegisterErrors)) return;
      const body = {
        token,
        email: register.email.trim(),
        password: register.password,
        password_confirmation: register.password_confirmation,
        username: register.username.trim(),
        full_name: register.full_name.trim(),
      };
      void send(() => authApi.registerInvitation(token, body), t('account.invite.created'));
    },
  };
}
