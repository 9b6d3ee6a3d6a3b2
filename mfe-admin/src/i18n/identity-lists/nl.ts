import type { identityListsEn } from './en';

/** Dutch texts of the roles, accounts and pools lists (their templates) (the default language), typed against en.ts so no key goes missing. */
export const identityListsNl: typeof identityListsEn = {
  identity_admin: {
    list: {
      roles: 'Rollen',
      accounts: 'Accounts',
      pools: 'Pools',
    },
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
      database_name: 'Databasenaam',
      modules: 'Modules',
      custom_message_en: 'Eigen bericht (Engels)',
      custom_message_nl: 'Eigen bericht (Nederlands)',
      support: 'Ondersteuningsinformatie',
      support_admin: 'Ondersteuningsinformatie voor beheerders',
      support_school: 'Ondersteuningsinformatie voor scholen',
      support_substitute: 'Ondersteuningsinformatie voor invallers',
    },
    modules: {
      requests: 'Aanvragen',
      planning: 'Planning',
      work_state: 'Werkstaat',
      reports: 'Rapportages',
    },
    tabs: {
      details: 'Gegevens',
      permissions: 'Rechten',
    },
  },
};
