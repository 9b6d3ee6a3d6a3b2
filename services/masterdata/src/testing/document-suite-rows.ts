import { DOCUMENT_ENTITY_TYPES, DocumentRights } from '@app/contracts';
import type { GuardedEndpoint, IsolationCall, IsolationRoute } from '@app/service-kit/testing';

/** The permission matrix's rows of the documents and avatar routes: each guarded call of a missing record answers 404. */
export function documentMatrixRows(missing: number): GuardedEndpoint[] {
  const view = [...DocumentRights.view];
  const edit = [...DocumentRights.edit];
  return [
    ...DOCUMENT_ENTITY_TYPES.flatMap((type): GuardedEndpoint[] => [
      { method: 'GET', path: `/api/${type}/${missing}/documents`, anyOf: view, allowed: 404 },
      { method: 'POST', path: `/api/${type}/${missing}/document`, anyOf: edit, allowed: 404 },
      { method: 'GET', path: `/api/${type}/${missing}/document/1/download`, anyOf: view, allowed: 404 },
      { method: 'PUT', path: `/api/${type}/${missing}/document/1`, anyOf: edit, allowed: 404, body: {} },
      { method: 'DELETE', path: `/api/${type}/${missing}/document/1`, anyOf: edit, allowed: 404 },
    ]),
    { method: 'GET', path: `/api/person/${missing}/image/s`, anyOf: [], allowed: 404 },
    { method: 'POST', path: `/api/person/${missing}/image`, anyOf: [], allowed: 404 },
    { method: 'DELETE', path: `/api/person/${missing}/image`, anyOf: [], allowed: 404 },
  ];
}

/**
 * The tenant-isolation suite's calls of the documents and avatar routes: pool B's person and branch,
 * and pool B's document ids on pool A's own person (routes/documents.test.ts also tries real
 * documents of another pool).
 */
export function documentIsolationRoutes(): Record<string, IsolationRoute> {
  const each = (b: Record<string, number>, call: (entity: string) => IsolationCall): IsolationCall[] => [
    call(`person/${b.person}`),
    call(`branch/${b.branch}`),
    call(`person/${b.ownPerson}`),
  ];
  const doc = (b: Record<string, number>) => b.document ?? 1;
  const routes: Record<string, IsolationRoute> = {
    'GET /api/person/:id/image/:size': (b) => [{ method: 'GET', path: `/api/person/${b.person}/image/s` }],
    'POST /api/person/:id/image': (b) => [{ method: 'POST', path: `/api/person/${b.person}/image` }],
    'DELETE /api/person/:id/image': (b) => [{ method: 'DELETE', path: `/api/person/${b.person}/image` }],
  };
  for (const type of DOCUMENT_ENTITY_TYPES) {
    const ofType = (calls: IsolationCall[]) => calls.filter((c) => c.path.startsWith(`/api/${type}/`));
    routes[`GET /api/${type}/:id/documents`] = (b) => ofType(each(b, (e) => ({ method: 'GET', path: `/api/${e}/documents` })));
    routes[`POST /api/${type}/:id/document`] = (b) => ofType(each(b, (e) => ({ method: 'POST', path: `/api/${e}/document` })));
    routes[`GET /api/${type}/:id/document/:docId/download`] = (b) =>
      ofType(each(b, (e) => ({ method: 'GET', path: `/api/${e}/document/${doc(b)}/download` })));
    routes[`PUT /api/${type}/:id/document/:docId`] = (b) =>
      ofType(each(b, (e) => ({ method: 'PUT', path: `/api/${e}/document/${doc(b)}`, body: { visible_for_board: true } })));
    routes[`DELETE /api/${type}/:id/document/:docId`] = (b) =>
      ofType(each(b, (e) => ({ method: 'DELETE', path: `/api/${e}/document/${doc(b)}` })));
  }
  return routes;
}
