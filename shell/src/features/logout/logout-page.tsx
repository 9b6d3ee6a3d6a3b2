import { useEffect } from 'react';
import { authApi, realtime, sessionStore } from '@app/platform';
import { LoginPage } from '../login/login-page';

/** Ends the session (server and client) and shows login; the redirect query stays for after login. */
export function LogoutPage() {
  useEffect(() => {
    const { refreshToken } = sessionStore.getState();
    realtime.disconnect();
    sessionStore.getState().clear();
    if (refreshToken) authApi.logout(refreshToken).catch(() => undefined);
  }, []);
  return <LoginPage />;
}
