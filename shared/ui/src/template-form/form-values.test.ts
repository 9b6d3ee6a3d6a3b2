import type { FormField, FormRule } from '@app/contracts';
import { apiDateToDisplay, conditionHolds, displayDateToApi, initialValues, isActive, toPayload, validateValues } from './form-values';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';
import { fieldErrorsFromServer } from './server-errors';

const f = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label: `fields.${key}`,
  required: false,
  editable: true,
  ...extra,
});

describe('template form values', () => {
  const fields = [
    f('name', 'text', { required: true }),
    f('email', 'email'),
    f('birth_date', 'date'),
    f('planning_blockade', 'boolean'),
    f('planning_blockade_remark', 'textarea', {
      required: true,
      show_condition: { depends: 'planning_blockade', equals: { target: 'planning_blockade', value: 1 } },
    }),
    f('branch_type_id', 'select', { required: true }),
    f('locked', 'text', { editable: false }),
    f('kind', 'select'),
    f('hours', 'number', { enable_condition: { depends: 'kind', equals: { target: 'kind', value: 'fixed' } }, rules: ['min:0', 'max:40'] }),
  ];

  it('holds a negated condition when the field does not hold the value (a read-only count shown only with one)', () => {
    const count = { depends: 'branches_below', equals: { target: 'branches_below', value: '' }, negate: true };
    expect(conditionHolds(count, { branches_below: '3' })).toBe(true);
    expect(conditionHolds(count, { branches_below: '0' })).toBe(true);
    expect(conditionHolds(count, { branches_below: '' })).toBe(false);
    expect(conditionHolds({ ...count, negate: false }, { branches_below: '' })).toBe(true);
  });

  it('converts DD-MM-YYYY to YYYY-MM-DD and refuses dates that do not exist', () => {
    expect(displayDateToApi('05-03-1990')).toBe('1990-03-05');
    expect(displayDateToApi('29-02-2024')).toBe('2024-02-29');
    expect(displayDateToApi('31-02-2020')).toBeNull();
    expect(displayDateToApi('1990-03-05')).toBeNull();
    expect(apiDateToDisplay('1990-03-05')).toBe('05-03-1990');
  });

  it('validates every active field and skips hidden, disabled and read-only ones', () => {
    expect(
      validateValues(fields, {
        name: ' ',
        email: 'nope',
        birth_date: '32-01-2000',
        planning_blockade: false,
        branch_type_id: '',
        kind: '',
        hours: '99',
      }),
    ).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.email' },
      birth_date: { key: 'template_form.invalid_date' },
      branch_type_id: { key: 'validation.required' },
    });
    // shown by planning_blockade, enabled by kind: now both are checked
    expect(
      validateValues(fields, {
        name: 'a',
        planning_blockade: true,
        planning_blockade_remark: '',
        branch_type_id: '1',
        kind: 'fixed',
        hours: '41',
      }),
    ).toEqual({
      planning_blockade_remark: { key: 'validation.required' },
      hours: { key: 'template_form.max_value', params: { max: 40 } },
    });
  });

  it('checks min and max lengths, integers and after_or_equal', () => {
    const rules = [
      f('code', 'text', { rules: ['min:3', 'max:5'] }),
      f('count', 'text', { rules: ['integer'] }),
      f('start_date', 'date'),
      f('end_date', 'date', { rules: ['after_or_equal:start_date'] }),
    ];
    expect(validateValues(rules, { code: 'ab', count: '1.5', start_date: '10-01-2026', end_date: '09-01-2026' })).toEqual({
      code: { key: 'validation.min', params: { min: 3 } },
      count: { key: 'template_form.integer' },
      end_date: { key: 'template_form.after_or_equal', params: { other: 'fields.start_date' } },
    });
    expect(validateValues(rules, { code: 'abcdef', count: '2', start_date: '10-01-2026', end_date: '10-01-2026' })).toEqual({
      code: { key: 'validation.max', params: { max: 5 } },
    });
  });

  it('sends dates as YYYY-MM-DD, booleans as 1/0, ids and numbers as numbers, and no disabled, hidden or read-only fields', () => {
    const values = {
      name: ' School ',
      email: '',
      birth_date: '01-08-2026',
      planning_blockade: true,
      planning_blockade_remark: 'ziek',
      branch_type_id: '2',
      locked: 'x',
      kind: 'flex',
      hours: '12',
    };
    expect(toPayload(fields, values)).toEqual({
      name: 'School',
      birth_date: '2026-08-01',
      planning_blockade: 1,
      planning_blockade_remark: 'ziek',
      branch_type_id: 2,
      kind: 'flex',
    });
    expect(toPayload(fields, { ...values, planning_blockade: false, kind: 'fixed' })).toEqual({
      name: 'School',
      birth_date: '2026-08-01',
      planning_blockade: 0,
      branch_type_id: 2,
      kind: 'fixed',
      hours: 12,
    });
  });

  it('loads a record into the form and sends a field the user emptied as null', () => {
    const record = { name: 'Anna', birth_date: '1990-03-05', planning_blockade: 1, branch_type_id: 2, email: 'a@b.nl', locked: 'x' };
    const initial = initialValues(fields, record);
    expect(initial).toMatchObject({
      name: 'Anna',
      birth_date: '05-03-1990',
      planning_blockade: true,
      branch_type_id: '2',
      email: 'a@b.nl',
      hours: '',
    });
    expect(
      isActive(
        fields.find((x) => x.key === 'locked')!,
        initial,
      ),
    ).toBe(false);
    expect(toPayload(fields, { ...initial, email: '' }, initial)).toEqual({
      name: 'Anna',
      email: null,
      birth_date: '1990-03-05',
      planning_blockade: 1,
      branch_type_id: 2,
    });
  });
});

describe('segments field values', () => {
  const segments = f('segments', 'segments', { required: true });
  const row = {
    week_day: '1',
    daypart: '1',
    start_class_time: '08:30',
    end_class_time: '12:00',
    start_work_time: '08:15',
    end_work_time: '12:15',
    extra_time: '00:30',
    wtf: '0.1',
  };

  it('loads the rows as text, requires one and every cell, and sends numbers as numbers', () => {
    expect(initialValues([segments], { segments: [{ ...row, week_day: 1, daypart: 1, wtf: 0.1 }] })).toEqual({ segments: [row] });
    expect(validateValues([segments], { segments: [] })).toEqual({ segments: { key: 'validation.required' } });
    expect(validateValues([segments], { segments: [{ ...row, end_work_time: '' }] })).toEqual({
      segments: { key: 'template_form.segments_incomplete' },
    });
    expect(toPayload([segments], { segments: [row] })).toEqual({ segments: [{ ...row, week_day: 1, daypart: 1, wtf: 0.1 }] });
  });
});

describe('FORM-07: the generic validation messages', () => {
  const rules = (rule: FormRule, type: FormField['type'] = 'text') => [f('value', type, { rules: [rule] }), f('other', 'text')];
  const check = (rule: FormRule, value: string, type: FormField['type'] = 'text', other = '') =>
    validateValues(rules(rule, type), { value, other }).value ?? null;

  it('FORM-07 checks between (a number, else the length), digits, confirmed, url and regex with their keys', () => {
    expect(check('between:1,10', '11', 'number')).toEqual({ key: 'validation.between', params: { min: 1, max: 10 } });
    expect(check('between:1,10', '10', 'number')).toBeNull();
    expect(check('between:2,3', 'abcd')).toEqual({ key: 'validation.between', params: { min: 2, max: 3 } });
    expect(check('digits:9', '12345678')).toEqual({ key: 'validation.digits', params: { length: 9 } });
    expect(check('digits:9', '123456782')).toBeNull();
    expect(check('confirmed:other', 'geheim1', 'text', 'geheim2')).toEqual({ key: 'validation.confirmed' });
    expect(check('confirmed:other', 'geheim1', 'text', 'geheim1')).toBeNull();
    expect(check('url', 'www.school.nl')).toEqual({ key: 'validation.url' });
    expect(check('url', 'https://www.school.nl/over-ons?tab=1')).toBeNull();
    expect(check('regex:^[0-9]{4}[A-Z]{2}$', '1234 ab')).toEqual({ key: 'validation.regex' });
    expect(check('regex:^[0-9]{4}[A-Z]{2}$', '1234AB')).toBeNull();
    // a pattern with a colon keeps it
    expect(check('regex:^\\d{2}:\\d{2}$', '08:30')).toBeNull();
  });

  it('FORM-07 has the English and the Dutch text of every generic rule', () => {
    for (const key of ['required', 'email', 'min', 'max', 'between', 'digits', 'confirmed', 'url', 'regex'] as const) {
      expect(en.validation[key]).toContain('{{field}}');
      expect(nl.validation[key]).toContain('{{field}}');
    }
    expect(en.validation.required).toBe('The {{field}} field is required.');
    expect(nl.validation.between).toBe('Het veld {{field}} moet tussen {{min}} en {{max}} liggen.');
  });
});

describe('MD-POOL-01: a dotted field key is a member of an object field', () => {
  const fields = [f('name', 'text'), f('custom_messages.en', 'textarea'), f('custom_messages.nl', 'textarea'), f('modules', 'multiselect')];

  it("MD-POOL-01 loads the pool's custom messages from the nested object and sends them nested", () => {
    const values = initialValues(fields, { name: 'Demo', custom_messages: { en: 'Welcome', nl: 'Welkom' }, modules: ['requests'] });
    expect(values).toMatchObject({ 'custom_messages.en': 'Welcome', 'custom_messages.nl': 'Welkom', modules: ['requests'] });
    expect(toPayload(fields, { ...values, 'custom_messages.nl': '' }, values)).toEqual({
      name: 'Demo',
      custom_messages: { en: 'Welcome', nl: null },
      modules: ['requests'],
    });
  });

  it('MD-POOL-01 puts a 422 on the dotted field it names', () => {
    expect(fieldErrorsFromServer(fields, { 'custom_messages.en': ['Too long'], 'modules.1': ['The module is not allowed.'] })).toEqual({
      byField: { 'custom_messages.en': 'Too long', modules: 'The module is not allowed.' },
      other: [],
    });
  });
});
