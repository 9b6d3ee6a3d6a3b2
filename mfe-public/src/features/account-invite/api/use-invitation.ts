import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type AuthApi } from '@app/platform/api';
import { inviteProblemOf, type InviteProblem } from '../invite-problem';

export type Invitation = Awaited<ReturnType<AuthApi['invitation']>>;

/** The invitation of a token (GET account/invitation/{token}): its pool and person, or why it cannot be used (404, 410). */
export function useInvitation(token: string): { invitation: Invitation | null; problem: InviteProblem | null } {
  const { t } = useTranslation();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [problem, setProblem] = useState<InviteProblem | null>(null);
  useEffect(() => {
    let live = true;
    authApi
      .invitation(token)
      .then((data) => live && setInvitation(data ?? { pool: null, person: null }))
      .catch((e: unknown) => live && setProblem(inviteProblemOf(e, t('account.invite.load_failed'))));
    return () => {
      live = false;
    };
  }, [token, t]);
  return { invitation, problem };
}
