import { rawKeysIn } from '../../e2e/support/raw-keys';

// The end-to-end guard fails a screen on which one of these words shows: a text key no catalogue had.
describe('the guard reads a text key on screen', () => {
  it('as a known key, as an unknown word in a known group, or as dotted snake_case', () => {
    // a key missing from every catalogue (as reports.columns.events was for two days): its group is known
    expect(rawKeysIn('Week 48 reports.columns.cancelled 12')).toEqual(['reports.columns.cancelled']);
    expect(rawKeysIn('Status: reports.columns.name')).toEqual(['reports.columns.name']);
    expect(rawKeysIn('request_dates.daypart_one')).toEqual(['request_dates.daypart_one']);
  });

  it('and not in what people write: an address, a file, a version, a domain, an abbreviation, a number', () => {
    expect(rawKeysIn('mail jan.jansen@school.nl, export.csv, v2025.10.5, invalpool.nl, e.g. t.b.v. 12.5 uur')).toEqual([]);
  });
});
