import { PERSON_PREVIEW_RIGHTS } from '@app/contracts';
import { authOf, idParamsSchema, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { personPreview } from '../flows/person-preview';

export const personPreviewRoutes = {
  getPersonIdPreview: {
    method: 'get',
    path: '/person/:id/preview',
    summary: 'The person preview dialog: contact data, and the documents and remarks the caller may read',
    access: [...PERSON_PREVIEW_RIGHTS],
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/** GET person/{id}/preview (PLT-DLG-02, ADR 0254). */
export function mountPersonPreviewRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(personPreviewRoutes.getPersonIdPreview, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    ok(ctx, await personPreview(deps, authOf(ctx), id));
  });
}
