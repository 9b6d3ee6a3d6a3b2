import { duplicatePersonsQuerySchema, PERSON_MERGE_RIGHTS, personMergeBodySchema } from '@app/contracts';
import { idParamsSchema, type ApiRoute } from '@app/service-kit';

/** Both rights are checked; `access` lists the report's right, which only PERSON_ALL holders get by default (ADR 0099). */
const access = [PERSON_MERGE_RIGHTS[1]!];

/** The merge routes (person-merge.ts) as the published API shows them. */
export const personMergeRoutes = {
  getPersonDuplicates: {
    method: 'get',
    path: '/person/duplicates',
    summary:
      'The de-duplicate persons report: likely duplicates grouped by what they share, paginated and searchable (needs PERSON_ALL too)',
    access,
    query: duplicatePersonsQuerySchema,
  },
  postPersonIdMerge: {
    method: 'post',
    path: '/person/:id/merge',
    summary: 'Merges the other person into the destination {id}: data is true, or the conflicts that kept anything from moving',
    access,
    params: idParamsSchema,
    body: personMergeBodySchema,
  },
  getPersonIdMerges: {
    method: 'get',
    path: '/person/:id/merges',
    summary: 'The merge log of a person: who merged what and when, and whether identity and staffing moved their records',
    access,
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;
