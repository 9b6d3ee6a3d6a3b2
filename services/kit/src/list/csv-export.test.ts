import { toCsv } from './csv-export';

const columns = [
  { value: 'name', title: { nl: 'Naam', en: 'Name' } },
  { value: 'hours', title: { nl: 'Uren', en: 'Hours' } },
];

describe('CSV export against formula injection (issue 8, item 8)', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'a cell starting a formula is text: %j',
    (value) => {
      const csv = toCsv(columns, [{ name: value, hours: 1 }], 'en');
      const line = csv.split('\n')[1]!;
      expect(line.startsWith(`'`) || line.startsWith(`"'`)).toBe(true);
      expect(line).toContain(`'${value.replace(/"/g, '""')}`);
    },
  );

  it('leaves plain text and numbers (negative ones too) as they are', () => {
    expect(toCsv(columns, [{ name: 'De Regenboog', hours: -5 }], 'nl')).toBe('Naam,Uren\nDe Regenboog,-5\n');
  });

  it('neutralises every value of a list cell as one text', () => {
    expect(toCsv(columns, [{ name: ['=1', 'b'], hours: 0 }], 'en').split('\n')[1]).toBe(`"'=1, b",0`);
  });
});
