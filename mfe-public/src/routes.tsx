import { emptyPage, type ModulePages } from '@app/ui';
import { AccountInvitePage } from './account-invite/account-invite-page';

export const pages: ModulePages = {
  '/invitation/confirm/:token': emptyPage('empty.invitation_confirm'),
  '/reservation/confirm/:token': emptyPage('empty.reservation_confirm'),
  '/embed/overview-open-dayparts/:token': emptyPage('empty.open_dayparts'),
  '/account/invite/:token': AccountInvitePage,
};
