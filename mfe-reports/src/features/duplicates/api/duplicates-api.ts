import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DuplicatePerson, Pagination, PersonMergeAnswer, PersonMergeBody } from '@app/contracts';
import { api } from '@app/platform/api';

export interface DuplicatesPage {
  rows: DuplicatePerson[];
  pagination: Pagination | undefined;
}

export const duplicateKeys = {
  all: ['person-duplicates'] as const,
  page: (search: string, page: number, perPage: number) => ['person-duplicates', search, page, perPage] as const,
};

/** GET person/duplicates: one page of likely duplicates, grouped by what they share. */
async function readDuplicates(search: string, page: number, perPage: number, signal?: AbortSignal): Promise<DuplicatesPage> {
  const { data, meta } = await api.get<DuplicatePerson[]>('/person/duplicates', {
    query: { search: search || undefined, page, per_page: perPage },
    signal,
  });
  return { rows: data, pagination: meta.pagination };
}

/** POST person/{destination}/merge (MD-MERGE-09): true, or the conflict messages. */
export async function mergePersons(body: PersonMergeBody): Promise<PersonMergeAnswer> {
  const { data } = await api.post<PersonMergeAnswer>(`/person/${body.destination.id}/merge`, body);
  return data;
}

/** A page of the duplicates; the last page stays while the next loads. */
export const useDuplicates = (search: string, page: number, perPage: number) =>
  useQuery({
    queryKey: duplicateKeys.page(search, page, perPage),
    queryFn: ({ signal }) => readDuplicates(search, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
