import { useEffect } from 'react';
import { authApi, realtime, sessionStore } from '@app/platform';
import { refreshSettled } from '@app/platform/api';
import { releaseAppDevice } from '../../lib/app-device';
import { LoginPage } from './login-page';

/** Ends the session (server and client) and shows login; the redirect query stays for after login. */
export function LogoutPage() {
  useEffect(() => {
    // a refresh the page started on its load (a logout opened by address) ends first: its answer
    // would otherwise set the refresh cookie again after the logout; its token is the session's now
    void refreshSettled().then(async () => {
      const { token } = sessionStore.getState();
      realtime.disconnect();
      sessionStore.getState().clear();
      // this browser stops taking the person's push messages, then the server ends the login this
      // access token belongs to and clears the refresh cookie
      await releaseAppDevice(token);
      await authApi.logout(token).catch(() => undefined);
    });
  }, []);
  return <LoginPage />;
}
