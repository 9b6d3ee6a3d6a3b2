import { DateFormat, inAmsterdam } from './dayjs';
import { formatDisplayDate, formatDisplayDateTime } from './display-dates';

describe('dates and times as the screens write them, without dayjs (spec 000 section 9)', () => {
  it('writes an API date as DD-MM-YYYY', () => {
    expect(formatDisplayDate('2027-02-09')).toBe('09-02-2027');
    expect(formatDisplayDate('2027-02-09T10:00:00.000Z')).toBe('09-02-2027');
  });

  it("writes an instant on Amsterdam's clock, in winter and in summer time, as dayjs does", () => {
    expect(formatDisplayDateTime('2027-01-15T23:30:00.000Z')).toBe('16-01-2027 00:30');
    expect(formatDisplayDateTime('2027-07-01T06:05:00.000Z')).toBe('01-07-2027 08:05');
    for (const instant of [
      '2027-03-28T00:59:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-10-31T00:59:00.000Z',
      '2027-10-31T01:00:00.000Z',
    ]) {
      expect(formatDisplayDateTime(instant)).toBe(inAmsterdam(instant).format(DateFormat.dateTime));
    }
  });
});
