import { idParamsSchema, type ApiRoute } from '@app/service-kit';
import { PANEL_RIGHTS } from './announcements';

/** The dashboard's announcement calls (announcements.ts) as the published API shows them; the management calls come with the entity. */
export const ANNOUNCEMENT_API_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/announcement/current',
    summary: "The caller's visible announcements that are pinned or unread",
    access: PANEL_RIGHTS,
  },
  {
    method: 'post',
    path: '/announcement/:id/mark-read',
    summary: 'Marks a visible announcement read for the calling profile',
    access: PANEL_RIGHTS,
    params: idParamsSchema,
  },
];
