import type { DuplicatePerson } from '@app/contracts';
import { initialSelection, mergeSide, toggleContract, toggleFlag, toggleProfile, toggleTicked, visibleConflicts } from './merge-selection';

const person: DuplicatePerson = {
  id: 7,
  person: 'Jan Jansen',
  archived: false,
  birth_date: '1990-05-17',
  email: null,
  has: ['contracts', 'labels', 'profiles'],
  contracts: [
    { id: 1, start_date: '2020-01-01', end_date: '2020-06-30', branch: { id: 3, name: 'De Regenboog' }, is_imported: true },
    { id: 2, start_date: '2021-01-01', end_date: null, branch: { id: 3, name: 'De Regenboog' }, is_imported: false },
  ],
  profiles: [{ id: 9, function_type: 'Invaller', branch: null }],
  group: 'name:jan jansen|1990-05-17',
  matches: ['name_birth_date'],
};

describe('the merge dialog selection (spec 001 section 4 Merge)', () => {
  it('pre-ticks what the person has, always the mandatory and automatic items, every contract and no profile', () => {
    const s = initialSelection(person);
    expect(s.flags.labels).toBe(true);
    expect(s.flags.documents).toBe(false);
    expect([s.flags.absences, s.flags.request_dates, s.flags.request_dates_sent_by]).toEqual([true, true, true]);
    expect(s.contracts).toEqual([1, 2]);
    expect(s.profiles).toEqual([]);
  });

  it('keeps imported contracts and mandatory items ticked', () => {
    const s = initialSelection(person);
    expect(toggleContract(person, s, 1).contracts).toEqual([1, 2]);
    expect(toggleContract(person, s, 2).contracts).toEqual([1]);
    expect(toggleFlag(s, 'absences').flags.absences).toBe(true);
    expect(toggleFlag(s, 'labels').flags.labels).toBe(false);
  });

  it('sends only ticked flags and non-empty lists', () => {
    const s = toggleContract(person, toggleFlag(initialSelection(person), 'labels'), 2);
    expect(mergeSide(7, s)).toEqual({
      id: 7,
      contracts: [1],
      absences: true,
      preferred_requests: true,
      request_absentees: true,
      request_dates: true,
      request_dates_approved_by: true,
      request_dates_processed_by: true,
      request_dates_sent_by: true,
      request_dates_reviewed_by: true,
    });
    expect(mergeSide(7, toggleProfile(s, 9)).profiles).toEqual([9]);
  });

  it('ticks at most two persons', () => {
    expect(toggleTicked(toggleTicked(toggleTicked([], 1), 2), 3)).toEqual([1, 2]);
    expect(toggleTicked([1, 2], 1)).toEqual([2]);
  });

  it('shows up to 3 conflicts and how many more', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(visibleConflicts(five, false)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleConflicts(five, true)).toEqual({ shown: five, more: 0 });
    expect(visibleConflicts(['a', 'b', 'c'], false)).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
  });
});
