import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { HttpError } from '../errors';
import { csvColumnsOf, neutralised, toCsv, type CsvColumn } from './csv-export';

const columns = [
  { value: 'name', title: 'Naam' },
  { value: 'hours', title: 'Uren' },
];

describe('CSV export against formula injection', () => {
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
    expect(toCsv(columns, [{ name: 'De Regenboog', hours: -5 }], 'en')).toBe('Naam,Uren\nDe Regenboog,-5\n');
  });

  it('neutralises every value of a list cell', () => {
    expect(toCsv(columns, [{ name: ['=1', '-2', 'b'], hours: 0 }], 'en').split('\n')[1]).toBe(`"'=1, '-2, b",0`);
  });

  it('neutralises a header text too: it comes from the client', () => {
    expect(toCsv([{ value: 'name', title: '=cmd()' }], [], 'en').trimEnd()).toBe(`'=cmd()`);
  });
});

describe('CSV that a Dutch spreadsheet opens safely', () => {
  it("separates with ';' after a UTF-8 byte order mark in Dutch, and quotes a cell holding either separator", () => {
    const rows = [
      { name: 'y;=1+2', hours: -5 },
      { name: 'Jansen, Jan', hours: 2 },
    ];
    expect(toCsv(columns, rows, 'nl')).toBe(`\ufeffNaam;Uren\n"y;'=1+2";-5\n"Jansen, Jan";2\n`);
    expect(toCsv(columns, rows, 'en')).toBe(`Naam,Uren\n"y;'=1+2",-5\n"Jansen, Jan",2\n`);
  });

  it('quotes a cell with a quote or a line break', () => {
    expect(toCsv(columns, [{ name: 'zei "ja"\nen ging', hours: 1 }], 'nl').split(';')[1]).toBe('Uren\n"zei ""ja""\nen ging"');
  });

  // every character a spreadsheet splits on or starts a formula with, among letters
  const hostileText = fc.string({
    unit: fc.constantFrom('a', ' ', ';', ',', '"', '\n', '\r', '\t', '=', '+', '-', '@', "'"),
    maxLength: 12,
  });
  // what a spreadsheet makes of a cell: spaces, tabs, line breaks and quotes before the text are dropped
  const startsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);
  const twoColumns = [
    { value: 'a', title: 'A' },
    { value: 'b', title: 'B' },
  ];
  const rowsOf = (values: [string, string][]) => values.map(([a, b]) => ({ a, b }));

  it.each(['nl', 'en'] as const)('leaves no %s cell that starts a formula as its own format parses it', (locale) => {
    fc.assert(
      fc.property(fc.array(fc.tuple(hostileText, hostileText), { minLength: 1, maxLength: 4 }), (values) => {
        const csv = toCsv(twoColumns, rowsOf(values), locale);
        const cells = parse(csv, { delimiter: locale === 'nl' ? ';' : ',', bom: true }) as string[][];
        expect(cells.flat().filter(startsFormula)).toEqual([]);
      }),
    );
  });

  it.each(['nl', 'en'] as const)(
    'leaves no %s cell that starts a formula when a spreadsheet splits on any separator or line break, quotes or not',
    (locale) => {
      fc.assert(
        fc.property(fc.array(fc.tuple(hostileText, hostileText), { minLength: 1, maxLength: 4 }), (values) => {
          const csv = toCsv(twoColumns, rowsOf(values), locale).replace(/^\ufeff/, '');
          for (const separator of [';', ',', '\t']) {
            const cells = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
            expect(cells.filter(startsFormula)).toEqual([]);
          }
        }),
      );
    },
  );

  it("keeps every cell whole in the file's own format, each value as written (neutralised)", () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 4 }), fc.constantFrom('nl', 'en'), (values, locale) => {
        const csv = toCsv(
          [{ value: 'a', title: 'A' }],
          values.map((a) => ({ a })),
          locale,
        );
        const cells = parse(csv, { delimiter: locale === 'nl' ? ';' : ',', bom: true }) as string[][];
        expect(cells.slice(1)).toEqual(values.map((a) => [a === '' ? '' : neutralised(a)]));
      }),
    );
  });
});

describe('the columns and titles of an export (ADR 0105)', () => {
  const allowed: CsvColumn[] = [
    { value: 'name', label: 'fields.name' },
    { value: 'city', label: 'fields.city' },
    { value: 'email', label: 'fields.email' },
  ];
  const refusal = (query: Record<string, unknown>) => {
    try {
      csvColumnsOf(query, allowed);
    } catch (error) {
      return { status: (error as HttpError).status, errors: (error as HttpError).errors };
    }
    throw new Error('not refused');
  };

  it('without csv-columns: every allowed column, headed by its label key', () => {
    expect(csvColumnsOf({}, allowed)).toEqual([
      { value: 'name', title: 'fields.name' },
      { value: 'city', title: 'fields.city' },
      { value: 'email', title: 'fields.email' },
    ]);
  });

  it("with csv-columns: the asked columns in the asked order with the client's titles; a blank title is the label key", () => {
    const query = {
      'csv-columns': [
        { value: 'email', title: ' E-mail ' },
        { value: 'name', title: 'Naam' },
        { value: 'city', title: '  ' },
      ],
    };
    expect(csvColumnsOf(query, allowed)).toEqual([
      { value: 'email', title: 'E-mail' },
      { value: 'name', title: 'Naam' },
      { value: 'city', title: 'fields.city' },
    ]);
  });

  it('refuses a column the export does not know, and one asked twice, with a 422 per column', () => {
    const query = { 'csv-columns': [{ value: 'password' }, { value: 'name' }, { value: 'name' }] };
    expect(refusal(query)).toEqual({
      status: 422,
      errors: { 'csv-columns.0.value': ['The column is not allowed.'], 'csv-columns.2.value': ['The column is asked for twice.'] },
    });
  });

  it('leaves out a column the export knows but the caller may not see', () => {
    const query = {
      'csv-columns': [
        { value: 'remark', title: 'Opmerking' },
        { value: 'name', title: 'Naam' },
      ],
    };
    expect(csvColumnsOf(query, allowed, ['remark'])).toEqual([{ value: 'name', title: 'Naam' }]);
  });

  it('refuses a title over 100 characters and a query that is not a list', () => {
    expect(refusal({ 'csv-columns': [{ value: 'name', title: 'x'.repeat(101) }] })).toEqual({
      status: 422,
      errors: { 'csv-columns.0.title': ['The column title may be at most 100 characters.'] },
    });
    expect(csvColumnsOf({ 'csv-columns': [{ value: 'name', title: 'x'.repeat(100) }] }, allowed)[0]!.title).toHaveLength(100);
    expect(refusal({ 'csv-columns': 'name' })).toEqual({
      status: 422,
      errors: { 'csv-columns': ['The columns must be a list of value and title.'] },
    });
    expect(refusal({ 'csv-columns': ['name', { title: 'Naam' }] })).toEqual({
      status: 422,
      errors: {
        'csv-columns.0': ['The columns must be a list of value and title.'],
        'csv-columns.1.value': ['The column is not allowed.'],
      },
    });
  });
});

describe('the values of an export read as the list shows them (ADR 0149)', () => {
  const allowed: CsvColumn[] = [
    { value: 'gender', label: 'fields.gender', format: 'option' },
    { value: 'birth_date', label: 'fields.birth_date', format: 'date' },
    { value: 'created_at', label: 'fields.created_at', format: 'datetime' },
    { value: 'active', label: 'fields.active' },
    { value: 'hours', label: 'fields.hours' },
  ];
  const row = { gender: 'male', birth_date: '1990-02-09', created_at: new Date('2027-02-09T07:30:00Z'), active: true, hours: 1 };
  const asked = (words: Record<string, Record<string, string>>) =>
    csvColumnsOf(
      { 'csv-columns': allowed.map((c) => ({ value: c.value, title: c.value, ...(words[c.value] ? { words: words[c.value] } : {}) })) },
      allowed,
    );

  it("writes the client's words for stored values, dates DD-MM-YYYY and instants on Amsterdam's clock", () => {
    const columns = asked({ gender: { male: 'Man', female: 'Vrouw' }, active: { 1: 'Ja', 0: 'Nee' } });
    expect(
      toCsv(columns, [row, { ...row, gender: 'female', active: false }], 'en')
        .split('\n')
        .slice(1, 3),
    ).toEqual(['Man,09-02-1990,09-02-2027 08:30,Ja,1', 'Vrouw,09-02-1990,09-02-2027 08:30,Nee,1']);
  });

  it("takes a flag's words as the query parser reads them, an array indexed by the stored value", () => {
    const columns = csvColumnsOf(
      {
        'csv-columns': allowed.map((c) => ({ value: c.value, title: c.value, ...(c.value === 'active' ? { words: ['Nee', 'Ja'] } : {}) })),
      },
      allowed,
    );
    expect(
      toCsv(columns, [row, { ...row, active: false }], 'en')
        .split('\n')
        .slice(1, 3),
    ).toEqual(['male,09-02-1990,09-02-2027 08:30,Ja,1', 'male,09-02-1990,09-02-2027 08:30,Nee,1']);
  });

  it('formats dates without words too (an API client), and writes a value the words lack as it is', () => {
    expect(toCsv(csvColumnsOf({}, allowed), [row], 'en').split('\n')[1]).toBe('male,09-02-1990,09-02-2027 08:30,1,1');
    expect(toCsv(asked({ gender: { female: 'Vrouw' } }), [row], 'en').split('\n')[1]).toBe('male,09-02-1990,09-02-2027 08:30,1,1');
  });

  it('neutralises a word against formulas: it comes from the client', () => {
    expect(
      toCsv(asked({ gender: { male: '=cmd()' } }), [row], 'en')
        .split('\n')[1]!
        .startsWith(`'=cmd()`),
    ).toBe(true);
  });

  it('refuses a word over 100 characters with a 422 naming it', () => {
    expect(() => asked({ gender: { male: 'x'.repeat(101) } })).toThrow(HttpError);
  });
});
