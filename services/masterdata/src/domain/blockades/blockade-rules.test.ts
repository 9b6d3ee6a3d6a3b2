import { PERSONAL_BLOCKADES_OFF } from './blockade-input';
import { blockadeErrors } from './blockade-rules';

describe('blockadeErrors', () => {
  it('takes an open end and an end on or after the start', () => {
    expect(blockadeErrors({ pool: true, start_date: '2027-01-01', end_date: null }, true)).toEqual({});
    expect(blockadeErrors({ pool: true, start_date: '2027-01-01', end_date: '2027-01-01' }, true)).toEqual({});
  });

  it('refuses an end before the start', () => {
    expect(blockadeErrors({ pool: true, start_date: '2027-01-02', end_date: '2027-01-01' }, true)).toEqual({
      end_date: ['The End date must be a date after or equal to Start date.'],
    });
  });

  it('refuses a personal blockade when the pool switched them off, not a pool blockade', () => {
    expect(blockadeErrors({ pool: false, start_date: '2027-01-01' }, false)).toEqual({ pool: [PERSONAL_BLOCKADES_OFF] });
    expect(blockadeErrors({ pool: false, start_date: '2027-01-01' }, true)).toEqual({});
    expect(blockadeErrors({ pool: true, start_date: '2027-01-01' }, false)).toEqual({});
  });
});
