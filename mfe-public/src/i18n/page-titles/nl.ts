import type { pageTitlesEn } from './en';

/** Dutch titles of the public pages (`page.*`, the routes' titles). */
export const pageTitlesNl: typeof pageTitlesEn = {
  page: {
    invitation_confirm: 'Uitnodiging',
    reservation_confirm: 'Reservering',
    open_dayparts: 'Open dagdelen',
    account_invite: 'Accountuitnodiging',
  },
};
