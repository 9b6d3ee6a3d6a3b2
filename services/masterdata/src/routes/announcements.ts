import type { Context } from 'koa';
import { ExtraPermission } from '@app/contracts';
import { authOf, idParamsSchema, notFound, ok, validate, type ServiceDeps, type RouteMounter, type ApiRoute } from '@app/service-kit';
import { announcementInputSchema } from '../domain/announcements/announcement-input';
import { announcementTemplate } from '../domain/announcements/announcement-template';
import { announcementData } from '../flows/entities';
import { currentAnnouncementsOf, markReadBy, type AnnouncementReader } from '../flows/announcement-panel';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';

export const announcementResource: EntityResource = {
  template: announcementTemplate,
  data: announcementData,
  schema: announcementInputSchema,
  notFound: itemNotFound,
  createdBy: 'author',
  // who may add announcements changes and archives its own (the owner check, ID-PERM-16)
  ownerRights: [ExtraPermission.ANNOUNCEMENT_CREATE],
};

/** The panel's right (spec 000 section 2, DASHBOARD_ANNOUNCEMENTS). */
export const PANEL_RIGHTS = [ExtraPermission.DASHBOARD_ANNOUNCEMENTS] as const;

function readerOf(ctx: Context): AnnouncementReader {
  const auth = authOf(ctx);
  return {
    profileId: auth.profile_id,
    roles: auth.roles,
    branchId: auth.branch_id,
    everything: auth.is_sysadmin || auth.view_entire_pool,
  };
}

/** The dashboard's announcement calls (announcements.ts) as the published API shows them; the management calls come with the entity. */
export const announcementRoutes = {
  getAnnouncementCurrent: {
    method: 'get',
    path: '/announcement/current',
    summary: "The caller's visible announcements that are pinned or unread",
    access: PANEL_RIGHTS,
  },
  postAnnouncementIdMarkRead: {
    method: 'post',
    path: '/announcement/:id/mark-read',
    summary: 'Marks a visible announcement read for the calling profile',
    access: PANEL_RIGHTS,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * The dashboard's calls (spec 000 section 7): `GET announcement/current` and `POST
 * announcement/{id}/mark-read`, then the generic management calls. Writes publish on the pool's
 * announcement list channel (entity-routes); a mark publishes on the reader's own profile channel,
 * without an author, so the reader's other screens (a second tab, the phone) drop it too (ADR 0077).
 */
export function mountAnnouncementRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(announcementRoutes.getAnnouncementCurrent, async (ctx) => {
    const { pool_id } = authOf(ctx);
    ok(ctx, await currentAnnouncementsOf(deps, pool_id, readerOf(ctx)));
  });

  mount(announcementRoutes.postAnnouncementIdMarkRead, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const { pool_id, profile_id } = authOf(ctx);
    if (!(await markReadBy(deps, pool_id, profile_id, readerOf(ctx), id))) throw notFound(itemNotFound(id));
    ok(ctx, { id, read: true });
  });

  mountEntityRoutes(mount, deps, announcementResource);
}
