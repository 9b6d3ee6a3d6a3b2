import type { FormField } from '@app/contracts';
import { apiDateToDisplay, displayDateToApi, toPayload, validateValues } from './form-values';

const f = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ key, type, label: `fields.${key}`, required: false, editable: true, ...extra });

describe('create form values', () => {
  const fields = [
    f('name', 'text', { required: true }),
    f('email', 'email'),
    f('birth_date', 'date'),
    f('planning_blockade', 'boolean'),
    f('branch_type_id', 'select', { required: true }),
    f('locked', 'text', { editable: false }),
  ];

  it('converts DD-MM-YYYY to YYYY-MM-DD and refuses dates that do not exist', () => {
    expect(displayDateToApi('05-03-1990')).toBe('1990-03-05');
    expect(displayDateToApi('31-02-2020')).toBeNull();
    expect(displayDateToApi('1990-03-05')).toBeNull();
    expect(apiDateToDisplay('1990-03-05')).toBe('05-03-1990');
  });

  it('validates every field', () => {
    expect(validateValues(fields, { name: ' ', email: 'nope', birth_date: '32-01-2000', planning_blockade: false, branch_type_id: '' })).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.email' },
      birth_date: { key: 'entity_list.invalid_date' },
      branch_type_id: { key: 'validation.required' },
    });
  });

  it('sends dates as YYYY-MM-DD, booleans as 1/0, ids as numbers and no read-only fields', () => {
    expect(toPayload(fields, { name: ' School ', email: '', birth_date: '01-08-2026', planning_blockade: true, branch_type_id: '2', locked: 'x' })).toEqual({
      name: 'School',
      birth_date: '2026-08-01',
      planning_blockade: 1,
      branch_type_id: 2,
    });
    expect(toPayload(fields, { name: 'a', planning_blockade: false, branch_type_id: '1' })).toMatchObject({ planning_blockade: 0 });
  });
});
