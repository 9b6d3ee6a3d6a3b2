/** English titles of the public pages (`page.*`, the routes' titles). */
export const pageTitlesEn = {
  page: {
    invitation_confirm: 'Invitation',
    reservation_confirm: 'Reservation',
    open_dayparts: 'Open dayparts',
    account_invite: 'Account invitation',
  },
};
