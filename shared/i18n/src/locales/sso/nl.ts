/** Dutch texts of single sign-on on the login page (shell/src/features/login/sso-login.ts). */
export const ssoNl = {
  failed: 'Inloggen via single sign-on is mislukt. Log in met je wachtwoord of neem contact op met je beheerder.',
};
