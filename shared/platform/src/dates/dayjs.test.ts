import { dayjs, formatDisplayDate, formatShortDay } from './dayjs';

describe('dates as the screens show them (spec 000 section 9)', () => {
  it('writes DD-MM-YYYY and names a day short, in each language', () => {
    expect(formatDisplayDate('2027-02-09')).toBe('09-02-2027');
    expect(formatShortDay('2027-02-09', 'nl')).toBe('di 9 feb');
    expect(formatShortDay('2027-03-15', 'nl')).toBe('ma 15 mrt');
    expect(formatShortDay('2027-02-09', 'en')).toBe('Tue 9 Feb');
  });

  it('starts the week on Monday in Dutch and in English', () => {
    expect(dayjs('2027-02-10').locale('nl').startOf('week').format('YYYY-MM-DD')).toBe('2027-02-08');
    expect(dayjs('2027-02-10').locale('en').startOf('week').format('YYYY-MM-DD')).toBe('2027-02-08');
  });
});
