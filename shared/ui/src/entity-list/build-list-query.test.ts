import { listQuerySchema } from '@app/contracts';
import qs from 'qs';
import { buildExportQuery, buildListQuery, toSearchParams } from './build-list-query';

describe('list query building', () => {
  it('sends a 1-based page, the page size, the sort and the trimmed search', () => {
    expect(
      buildListQuery({
        page: 2,
        itemsPerPage: 50,
        sort: { column: 'name', order: 'desc' },
        searchKey: 'name',
        search: '  Regen ',
        filters: { archived: 1 },
      }),
    ).toEqual({
      page: 3,
      itemsPerPage: 50,
      'sortBy[column]': 'name',
      'sortBy[order]': 'desc',
      'search[name]': 'Regen',
      'filters[archived]': 1,
    });
  });

  it('leaves out a blank search, empty filters, and asks page 1 for all rows', () => {
    expect(
      buildListQuery({
        page: 4,
        itemsPerPage: -1,
        sort: null,
        searchKey: 'name',
        search: '   ',
        filters: { region: [], city: '', x: undefined },
      }),
    ).toEqual({
      page: 1,
      itemsPerPage: -1,
    });
    expect(buildListQuery({ page: 0, itemsPerPage: 25, sort: null, search: 'x' })).toEqual({ page: 1, itemsPerPage: 25 });
  });

  it('is parsed by the service schema (qs nesting, lists as key[])', () => {
    const query = buildListQuery({
      page: 0,
      itemsPerPage: 100,
      sort: { column: 'city', order: 'asc' },
      searchKey: 'name',
      search: 'a',
      filters: { region: ['north', 'south'] },
    });
    const parsed = listQuerySchema.parse(qs.parse(toSearchParams(query).toString()));
    expect(parsed).toMatchObject({
      page: 1,
      itemsPerPage: 100,
      sortBy: { column: 'city', order: 'asc' },
      search: { name: 'a' },
      filters: { region: ['north', 'south'] },
    });
  });

  it('exports with the same search and sort, named after the list key, without pagination', () => {
    const state = { page: 3, itemsPerPage: 25, sort: { column: 'name', order: 'asc' as const }, searchKey: 'name', search: 'Regen' };
    expect(buildExportQuery(state, 'branch')).toEqual({
      'sortBy[column]': 'name',
      'sortBy[order]': 'asc',
      'search[name]': 'Regen',
      'csv-export': 'branch',
    });
  });
});
