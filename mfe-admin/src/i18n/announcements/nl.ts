import { ANNOUNCEMENT_TEXTS } from '@app/contracts';

/** Dutch texts of the announcement list and form (its template), shared with the dashboard's dialog. */
export const announcementsNl = { announcements: ANNOUNCEMENT_TEXTS.nl };
