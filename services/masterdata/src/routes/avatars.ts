import type { Context } from 'koa';
import { z } from 'zod';
import {
  AVATAR_FORMATS,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MB,
  AVATAR_SIZES,
  hasRight,
  Messages,
  Permission as P,
  type AvatarSize,
} from '@app/contracts';
import { authOf, forbidden, idParamsSchema, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { AVATAR_CONTENT_TYPE, avatarImages, avatarKey } from '../domain/avatars/avatar-images';
import { checkUpload } from '../domain/documents/upload-check';
import { documentStoreOf } from '../storage/storage-config';
import { reachableEntity } from './document-entity';
import { readMultipartUpload } from './multipart-upload';

export const avatarSizeParams = z.object({ size: z.enum(Object.keys(AVATAR_SIZES) as [AvatarSize, ...AvatarSize[]]) });

export const avatarRoutes = {
  getPersonIdImageSize: {
    method: 'get',
    path: '/person/:id/image/:size',
    summary: "A person's avatar, size s or m",
    access: [],
    params: [idParamsSchema, avatarSizeParams],
    answers: 'file',
  },
  // any signed-in profile: the handler lets the person themself (the user menu's avatar page) and PERSON_ALL through
  postPersonIdImage: {
    method: 'post',
    path: '/person/:id/image',
    summary: "Sets a person's avatar (multipart: file, a JPEG, PNG or WebP photo): the person themself or PERSON_ALL",
    access: [],
    params: idParamsSchema,
    upload: 'file',
    status: 201,
  },
  deletePersonIdImage: {
    method: 'delete',
    path: '/person/:id/image',
    summary: "Removes a person's avatar: the person themself or PERSON_ALL",
    access: [],
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * Avatars (PLT-SHELL-07, API-38): GET person/{id}/image/{size} (s or m) for any signed-in profile of
 * the pool that reaches the person (204 when they have no photo), POST person/{id}/image (the person themself or PERSON_ALL) (multipart `file`: JPEG, PNG or WebP,
 * sniffed, at most AVATAR_MAX_MB) stores both sizes, DELETE person/{id}/image removes them.
 */
export function mountAvatarRoutes(mount: RouteMounter, deps: ServiceDeps) {
  /** The person whose avatar changes: one's own, or anyone reachable with PERSON_ALL. */
  const editablePerson = async (ctx: Context) => {
    const caller = authOf(ctx);
    const person = await reachableEntity(ctx, deps, 'person');
    if (person.id !== caller.person_id && !hasRight(caller, P.PERSON_ALL)) throw forbidden(Messages.notEnoughPermissions);
    return person.id;
  };

  mount(avatarRoutes.getPersonIdImageSize, async (ctx) => {
    const { size } = validate(avatarSizeParams, ctx.params);
    const person = await reachableEntity(ctx, deps, 'person');
    const body = await documentStoreOf(deps).get(avatarKey(authOf(ctx).pool_id, person.id, size));
    // no photo is an ordinary state of a person that exists, not a missing resource: 204, not 404
    if (!body) {
      ctx.status = 204;
      return;
    }
    ctx.set('Content-Type', AVATAR_CONTENT_TYPE);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, max-age=60');
    ctx.body = body;
  });

  mount(avatarRoutes.postPersonIdImage, async (ctx) => {
    const personId = await editablePerson(ctx);
    const upload = await readMultipartUpload(ctx, AVATAR_MAX_BYTES);
    const { file } = await checkUpload(upload.file, { formats: AVATAR_FORMATS, maxMb: AVATAR_MAX_MB, matchName: false });
    const images = await avatarImages(file.bytes);
    const store = documentStoreOf(deps);
    const poolId = authOf(ctx).pool_id;
    for (const [size, bytes] of Object.entries(images) as [AvatarSize, Buffer][]) {
      await store.put(avatarKey(poolId, personId, size), bytes, AVATAR_CONTENT_TYPE);
    }
    ok(ctx, { person_id: personId, sizes: Object.keys(images) }, {}, 201);
  });

  mount(avatarRoutes.deletePersonIdImage, async (ctx) => {
    const personId = await editablePerson(ctx);
    const poolId = authOf(ctx).pool_id;
    const store = documentStoreOf(deps);
    for (const size of Object.keys(AVATAR_SIZES) as AvatarSize[]) await store.delete(avatarKey(poolId, personId, size));
    ok(ctx, { person_id: personId, sizes: [] });
  });
}
