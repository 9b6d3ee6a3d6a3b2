/** English texts of single sign-on on the login page (shell/src/features/login/sso-login.ts). */
export const ssoEn = {
  failed: 'Single sign-on failed. Log in with your password or contact your administrator.',
};
