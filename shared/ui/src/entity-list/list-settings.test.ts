/** @jest-environment jsdom */
import { DEFAULT_LIST_SETTINGS, listSettingsKey, nextSort, readListSettings, writeListSettings } from './list-settings';

describe('list sort and page size storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the choice per list under SORT_<list key>', () => {
    writeListSettings('branch', { sort: { column: 'name', order: 'desc' }, itemsPerPage: 50 });
    expect(listSettingsKey('branch')).toBe('SORT_branch');
    expect(JSON.parse(localStorage.getItem('SORT_branch')!)).toEqual({ sort: { column: 'name', order: 'desc' }, itemsPerPage: 50 });
    expect(readListSettings('branch')).toEqual({ sort: { column: 'name', order: 'desc' }, itemsPerPage: 50 });
    expect(readListSettings('person')).toEqual(DEFAULT_LIST_SETTINGS);
  });

  it('accepts all (-1) and falls back to the defaults for unknown or broken values', () => {
    writeListSettings('person', { sort: null, itemsPerPage: -1 });
    expect(readListSettings('person').itemsPerPage).toBe(-1);
    localStorage.setItem('SORT_person', JSON.stringify({ sort: { column: '' }, itemsPerPage: 30 }));
    expect(readListSettings('person')).toEqual({ sort: null, itemsPerPage: 25 });
    localStorage.setItem('SORT_person', '{not json');
    expect(readListSettings('person')).toEqual(DEFAULT_LIST_SETTINGS);
    localStorage.setItem('SORT_person', JSON.stringify({ sort: { column: 'email', order: 'sideways' }, itemsPerPage: 100 }));
    expect(readListSettings('person')).toEqual({ sort: { column: 'email', order: 'asc' }, itemsPerPage: 100 });
  });

  it('sorts a new column ascending and toggles the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', order: 'asc' });
    expect(nextSort({ column: 'name', order: 'asc' }, 'name')).toEqual({ column: 'name', order: 'desc' });
    expect(nextSort({ column: 'name', order: 'desc' }, 'name')).toEqual({ column: 'name', order: 'asc' });
    expect(nextSort({ column: 'name', order: 'desc' }, 'city')).toEqual({ column: 'city', order: 'asc' });
  });
});
