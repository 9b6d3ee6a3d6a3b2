import { dateInAmsterdam } from './envelope';

describe('dateInAmsterdam', () => {
  it("is the date in Amsterdam, across midnight and summer time's clock change", () => {
    expect(dateInAmsterdam(new Date('2026-11-18T22:59:59Z'))).toBe('2026-11-18');
    expect(dateInAmsterdam(new Date('2026-11-18T23:00:00Z'))).toBe('2026-11-19');
    expect(dateInAmsterdam(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(dateInAmsterdam(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('makes one formatter, not one per call (making one costs far more than using it)', () => {
    dateInAmsterdam(new Date(Date.UTC(2025, 11, 31)));
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 10; i++) dateInAmsterdam(new Date(Date.UTC(2026, 0, 1 + i)));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
