import { DOCUMENT_ENTITY_TYPES, DocumentRights, documentFlagsSchema } from '@app/contracts';
import { idParamsSchema, type ApiRoute } from '@app/service-kit';
import { avatarSizeParams } from './avatars';
import { documentParamsSchema } from './documents';

/** The documents routes of persons and branches and the avatar routes, as the published API shows them. */
export const DOCUMENT_API_ROUTES: ApiRoute[] = [
  ...DOCUMENT_ENTITY_TYPES.flatMap((type): ApiRoute[] => [
    {
      method: 'get',
      path: `/${type}/:id/documents`,
      summary: `The ${type}'s documents the caller may see`,
      access: DocumentRights.view,
      params: idParamsSchema,
    },
    {
      method: 'post',
      path: `/${type}/:id/document`,
      summary: `Uploads a document of the ${type} (multipart: file, and the visibility flags as 1 or 0)`,
      access: DocumentRights.edit,
      params: idParamsSchema,
      upload: 'file',
      status: 201,
    },
    {
      method: 'get',
      path: `/${type}/:id/document/:docId/download`,
      summary: `The bytes of one of the ${type}'s documents`,
      access: DocumentRights.view,
      params: [idParamsSchema, documentParamsSchema],
      answers: 'file',
    },
    {
      method: 'put',
      path: `/${type}/:id/document/:docId`,
      summary: `Changes who sees one of the ${type}'s documents`,
      access: DocumentRights.edit,
      params: [idParamsSchema, documentParamsSchema],
      body: documentFlagsSchema,
    },
    {
      method: 'delete',
      path: `/${type}/:id/document/:docId`,
      summary: `Deletes one of the ${type}'s documents`,
      access: DocumentRights.edit,
      params: [idParamsSchema, documentParamsSchema],
    },
  ]),
  {
    method: 'get',
    path: '/person/:id/image/:size',
    summary: "A person's avatar, size s or m",
    access: [],
    params: [idParamsSchema, avatarSizeParams],
    answers: 'file',
  },
  {
    method: 'post',
    path: '/person/:id/image',
    summary: "Sets a person's avatar (multipart: file, a JPEG, PNG or WebP photo): the person themself or PERSON_ALL",
    access: [],
    params: idParamsSchema,
    upload: 'file',
    status: 201,
  },
  {
    method: 'delete',
    path: '/person/:id/image',
    summary: "Removes a person's avatar: the person themself or PERSON_ALL",
    access: [],
    params: idParamsSchema,
  },
];
