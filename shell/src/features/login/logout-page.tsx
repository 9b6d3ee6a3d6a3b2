import { useEffect } from 'react';
import { authApi, realtime, sessionStore } from '@app/platform';
import { releaseAppDevice } from '../../lib/app-device';
import { LoginPage } from './login-page';

/** Ends the session (server and client) and shows login; the redirect query stays for after login. */
export function LogoutPage() {
  useEffect(() => {
    // this browser stops taking the person's push messages, then the server ends the login this
    // access token belongs to and clears the refresh cookie
    const { token } = sessionStore.getState();
    realtime.disconnect();
    sessionStore.getState().clear();
    void releaseAppDevice(token).then(() => authApi.logout(token).catch(() => undefined));
  }, []);
  return <LoginPage />;
}
