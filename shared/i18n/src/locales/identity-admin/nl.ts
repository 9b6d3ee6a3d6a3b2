import type { identityAdminEn } from './en';

/** Nederlandse teksten van de beheerlijsten voor rollen, accounts en pools. */
export const identityAdminNl: typeof identityAdminEn = {
  list: { roles: 'Rollen', accounts: 'Accounts', pools: 'Pools' },
  fields: {
    code: 'Code',
    name: 'Naam',
    view_entire_pool: 'Hele pool inzien',
    username: 'Gebruikersnaam',
    email: 'E-mail',
    enabled: 'Actief',
    last_login: 'Laatst ingelogd',
    password: 'Nieuw wachtwoord',
    password_confirmation: 'Herhaal nieuw wachtwoord',
    url: 'URL',
    logo: 'Logo',
    start_date: 'Startdatum',
    end_date: 'Einddatum',
    whitelabel_url: 'White-label-URL',
    enable_sms: 'Sms-berichten',
  },
  tabs: { details: 'Gegevens', permissions: 'Rechten' },
};
