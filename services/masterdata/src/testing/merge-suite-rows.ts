import { PERSON_MERGE_RIGHTS } from '@app/contracts';
import type { GuardedEndpoint, IsolationRoute } from '@app/service-kit/testing';

/**
 * The permission matrix's rows of the merge routes. The guard needs PERSON_ALL and the report's
 * right; every default role holding the report's right holds PERSON_ALL, so the report's right
 * decides (a token with only one of them is refused in person-merge.test.ts).
 */
export function mergeMatrixRows(missing: number): GuardedEndpoint[] {
  const anyOf = [PERSON_MERGE_RIGHTS[1]!];
  return [
    { method: 'GET', path: '/api/person/duplicates', anyOf, allowed: 200 },
    { method: 'POST', path: `/api/person/${missing}/merge`, anyOf, allowed: 422 },
    { method: 'GET', path: `/api/person/${missing}/merges`, anyOf, allowed: 404 },
  ];
}

/** The tenant-isolation suite's calls of the merge routes: pool B's person as destination, as the other, and its log. */
export function mergeIsolationRoutes(): Record<string, IsolationRoute> {
  return {
    'GET /api/person/duplicates': () => [{ method: 'GET', path: '/api/person/duplicates?per_page=100' }],
    'POST /api/person/:id/merge': (b) => [
      { method: 'POST', path: `/api/person/${b.person}/merge`, body: { destination: { id: b.person }, other: { id: b.ownPerson } } },
      {
        method: 'POST',
        path: `/api/person/${b.ownPerson}/merge`,
        body: { destination: { id: b.ownPerson }, other: { id: b.person, labels: true } },
      },
    ],
    'GET /api/person/:id/merges': (b) => [{ method: 'GET', path: `/api/person/${b.person}/merges` }],
  };
}
