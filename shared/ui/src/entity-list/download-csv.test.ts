import { i18n, registerTexts } from '@app/i18n';
import type { ListColumn } from '@app/contracts';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';
import { csvColumnsQuery, csvTitlesOf } from './download-csv';

// A CSV download says what the list shows: the client sends the words of stored values with the titles (ADR 0149).
const column = (value: string, extra: Partial<ListColumn> = {}): ListColumn => ({
  label: `fields.${value}`,
  value,
  column_code: value,
  sortable: false,
  element: 'single-line-component',
  ...extra,
});

describe('the columns of a CSV download', () => {
  beforeAll(() => {
    registerTexts('ui', { nl, en });
    registerTexts('csv_test', {
      nl: { fields: { gender: 'Geslacht', active: 'Actief', name: 'Naam' }, genders: { male: 'Man', female: 'Vrouw' } },
      en: { fields: { gender: 'Gender', active: 'Active', name: 'Name' }, genders: { male: 'Male', female: 'Female' } },
    });
  });

  it.each([
    ['nl', { male: 'Man', female: 'Vrouw' }, { 1: 'Ja', 0: 'Nee' }],
    ['en', { male: 'Male', female: 'Female' }, { 1: 'Yes', 0: 'No' }],
  ])('in %s: an option column sends its texts, a flag its yes and no, a text column none', (locale, genders, flags) => {
    const t = i18n.getFixedT(locale, ['csv_test', 'ui']);
    const titles = csvTitlesOf(
      [
        column('gender', { format: 'option', option_prefix: 'genders' }),
        column('active', { element: 'boolean-component' }),
        column('name'),
        column('actions', { element: 'list-actions' }),
      ],
      t,
    );
    expect(titles).toEqual([
      { value: 'gender', title: t('fields.gender'), words: genders },
      { value: 'active', title: t('fields.active'), words: flags },
      { value: 'name', title: t('fields.name') },
    ]);
    expect(csvColumnsQuery(titles)).toMatchObject({
      'csv-columns[0][value]': 'gender',
      'csv-columns[0][words][male]': genders.male,
      'csv-columns[1][words][1]': flags[1],
      'csv-columns[2][title]': t('fields.name'),
    });
    expect(Object.keys(csvColumnsQuery(titles)).filter((k) => k.startsWith('csv-columns[2][words]'))).toEqual([]);
  });
});
