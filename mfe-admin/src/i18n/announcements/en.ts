import { ANNOUNCEMENT_TEXTS } from '@app/contracts';

/** English texts of the announcement list and form (its template), shared with the dashboard's dialog. */
export const announcementsEn = { announcements: ANNOUNCEMENT_TEXTS.en };
