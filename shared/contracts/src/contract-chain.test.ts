import { addMonths, contractChain, type ChainContract } from './contract-chain';

const c = (start_date: string, end_date: string, policy_type: ChainContract['policy_type'] = 'regular'): ChainContract => ({
  start_date,
  end_date,
  policy_type,
});

describe('addMonths', () => {
  it('adds whole months and keeps the day within the month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2024-01-15', 36)).toBe('2027-01-15');
  });
});

describe('contract chain (DOMAIN rule 6)', () => {
  it('counts a chain of regular contracts up to 3; the fourth makes it full', () => {
    const earlier = [c('2024-08-01', '2025-01-31'), c('2025-02-01', '2025-07-31')];
    expect(contractChain(earlier, c('2025-08-01', '2026-01-31'))).toEqual({
      contracts: 3,
      limit: 3,
      chain_start: '2024-08-01',
      full: false,
    });
    expect(contractChain([...earlier, c('2025-08-01', '2026-01-31')], c('2026-02-01', '2026-07-31')).full).toBe(true);
  });

  it('breaks the chain at a gap of more than 6 months', () => {
    const earlier = [c('2023-01-01', '2023-06-30'), c('2023-07-01', '2023-12-31'), c('2024-01-01', '2024-06-30')];
    expect(contractChain(earlier, c('2025-01-01', '2025-06-30'))).toMatchObject({ contracts: 1, chain_start: '2025-01-01', full: false });
    expect(contractChain(earlier, c('2024-12-30', '2025-06-30'))).toMatchObject({ contracts: 4, full: true });
  });

  it('allows 6 replacement contracts, and exempt contracts do not count', () => {
    const replacements = [
      c('2024-01-01', '2024-05-31'),
      c('2024-07-01', '2024-11-30'),
      c('2025-01-01', '2025-05-31'),
      c('2025-07-01', '2025-11-30'),
    ].map((r) => ({
      ...r,
      policy_type: 'replacement' as const,
    }));
    expect(contractChain(replacements, c('2026-01-01', '2026-05-31', 'replacement'))).toEqual({
      contracts: 5,
      limit: 6,
      chain_start: '2024-01-01',
      full: false,
    });
    const withExempt = [...replacements, c('2025-12-01', '2025-12-31', 'exempt')];
    expect(contractChain(withExempt, c('2026-01-01', '2026-05-31', 'regular'))).toMatchObject({ contracts: 5, limit: 3, full: true });
    expect(contractChain(replacements, c('2026-01-01', '2026-05-31', 'exempt'))).toMatchObject({ contracts: 4, full: false });
  });

  it('is full when the new contract ends more than 36 months after the chain start', () => {
    expect(contractChain([c('2024-01-01', '2025-12-31')], c('2026-01-01', '2027-01-02')).full).toBe(true);
    expect(contractChain([c('2024-01-01', '2025-12-31')], c('2026-01-01', '2026-12-31')).full).toBe(false);
  });
});
