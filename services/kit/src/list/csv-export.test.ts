import { HttpError } from '../errors';
import { csvColumnsOf, toCsv, type CsvColumn } from './csv-export';

const columns = [
  { value: 'name', title: 'Naam' },
  { value: 'hours', title: 'Uren' },
];

describe('CSV export against formula injection (issue 8, item 8)', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'a cell starting a formula is text: %j',
    (value) => {
      const csv = toCsv(columns, [{ name: value, hours: 1 }]);
      const line = csv.split('\n')[1]!;
      expect(line.startsWith(`'`) || line.startsWith(`"'`)).toBe(true);
      expect(line).toContain(`'${value.replace(/"/g, '""')}`);
    },
  );

  it('leaves plain text and numbers (negative ones too) as they are', () => {
    expect(toCsv(columns, [{ name: 'De Regenboog', hours: -5 }])).toBe('Naam,Uren\nDe Regenboog,-5\n');
  });

  it('neutralises every value of a list cell as one text', () => {
    expect(toCsv(columns, [{ name: ['=1', 'b'], hours: 0 }]).split('\n')[1]).toBe(`"'=1, b",0`);
  });

  it('neutralises a header text too: it comes from the client', () => {
    expect(toCsv([{ value: 'name', title: '=cmd()' }], []).trimEnd()).toBe(`'=cmd()`);
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
