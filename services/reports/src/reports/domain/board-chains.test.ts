import { chainRow } from './board-chains';

describe('board chain row (RPT-BCH-01, DOMAIN rule 6)', () => {
  it('counts a regular chain of 3 (gaps under 6 months) as full, and dates its end 36 months after its start', () => {
    expect(
      chainRow([
        { start_date: '2026-12-01', end_date: '2027-05-31', policy_type: null },
        { start_date: '2026-01-01', end_date: '2026-08-31', policy_type: null },
        { start_date: '2027-09-01', end_date: '2028-02-29', policy_type: 'regular' },
      ]),
    ).toEqual({ contracts: 3, limit: 3, chain_start: '2026-01-01', chain_end: '2029-01-01', last_end: '2028-02-29', full: 'reports.yes' });
  });

  it('breaks the chain at a gap of more than 6 months, and lets replacements run to 6', () => {
    expect(
      chainRow([
        { start_date: '2025-01-01', end_date: '2025-03-31', policy_type: 'regular' },
        { start_date: '2026-01-01', end_date: '2026-03-31', policy_type: 'replacement' },
        { start_date: '2026-05-01', end_date: '2026-06-30', policy_type: 'replacement' },
      ]),
    ).toEqual({ contracts: 2, limit: 6, chain_start: '2026-01-01', chain_end: '2029-01-01', last_end: '2026-06-30', full: 'reports.no' });
  });

  it('does not count an exempt contract', () => {
    expect(
      chainRow([
        { start_date: '2026-01-01', end_date: '2026-03-31', policy_type: 'exempt' },
        { start_date: '2026-04-01', end_date: '2026-06-30', policy_type: null },
      ]),
    ).toMatchObject({ contracts: 1, limit: 3, chain_start: '2026-04-01', full: 'reports.no' });
  });
});
