/**
 * The texts of identity's mails, in Dutch and English together (the recipient's language is not
 * known before login). Pure: the caller passes the link base and the values.
 */
export interface MailText {
  subject: string;
  /** with `{{name}}` placeholders where the secrets go */
  text: string;
  /** codes and links with a token: filled in only when the mail is delivered (never stored readable) */
  secrets: Record<string, string>;
}

export function twoFactorCodeMail(code: string, minutes: number): MailText {
  return {
    subject: 'Uw toegangscode / Your access code',
    text:
      `Uw toegangscode is {{code}}. De code is ${minutes} minuten geldig.\n\n` +
      `Your access code is {{code}}. The code is valid for ${minutes} minutes.\n`,
    secrets: { code },
  };
}

export function passwordResetMail(link: string): MailText {
  return {
    subject: 'Wachtwoord herstellen / Reset your password',
    text:
      'Open deze link om een nieuw wachtwoord te kiezen (1 uur geldig): {{link}}\n\n' +
      'Open this link to choose a new password (valid for 1 hour): {{link}}\n\n' +
      'Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren. / Did not ask for this? Ignore this e-mail.\n',
    secrets: { link },
  };
}

export const publicLink = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

export function accountInvitationMail(poolName: string, fullName: string, link: string): MailText {
  return {
    subject: `Uitnodiging voor ${poolName} / Invitation to ${poolName}`,
    text:
      `Beste ${fullName},\n\nU bent uitgenodigd voor ${poolName}. Maak een account aan of log in via (14 dagen geldig): {{link}}\n\n` +
      `Dear ${fullName},\n\nYou are invited to ${poolName}. Create an account or log in at (valid for 14 days): {{link}}\n`,
    secrets: { link },
  };
}
