import { useEffect } from 'react';
import { authApi, realtime, sessionStore } from '@app/platform';
import { LoginPage } from './login-page';

/** Ends the session (server and client) and shows login; the redirect query stays for after login. */
export function LogoutPage() {
  useEffect(() => {
    // the server ends the login this access token belongs to and clears the refresh cookie
    const { token } = sessionStore.getState();
    realtime.disconnect();
    sessionStore.getState().clear();
    authApi.logout(token).catch(() => undefined);
  }, []);
  return <LoginPage />;
}
