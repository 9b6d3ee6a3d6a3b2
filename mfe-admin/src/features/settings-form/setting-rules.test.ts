import type { SettingItem } from '@app/contracts';
import { changesOf, draftsOf, isDirty, sentValue, showsParentWarning, validateAll, validateSetting } from './setting-rules';

const number = (code: string, value: number, extra: Partial<SettingItem> = {}): SettingItem => ({
  code,
  label: `settings.${code}`,
  input_type: 'number',
  min: 30,
  max: 86_400,
  branch: false,
  value,
  value_parent: 300,
  is_changed: value !== 300,
  ...extra,
});
const flag = (code: string, value: boolean, parent = false): SettingItem => ({
  code,
  label: `settings.${code}`,
  input_type: 'boolean',
  branch: true,
  value,
  value_parent: parent,
  is_changed: value !== parent,
});
const choice = (code: string, value: string, parent: string): SettingItem => ({
  code,
  label: `settings.${code}`,
  input_type: 'select',
  options: ['warn', 'prevent'],
  branch: true,
  value,
  value_parent: parent,
  is_changed: value !== parent,
});

describe('pool settings form rules', () => {
  const lock = number('request_lock_timeout', 300);

  it('accepts whole numbers within the range only', () => {
    expect(validateSetting(lock, '600')).toBeNull();
    expect(validateSetting(lock, ' 30 ')).toBeNull();
    expect(validateSetting(lock, '86400')).toBeNull();
    for (const bad of ['29', '86401', '12.5', '', 'abc'])
      expect(validateSetting(lock, bad)).toEqual({ key: 'settings.whole_number', params: { min: 30, max: 86_400 } });
    expect(validateSetting(flag('saturday_working_day', false), false)).toBeNull();
    expect(Object.keys(validateAll([lock, flag('sunday_working_day', false)], { request_lock_timeout: '5' }))).toEqual([
      'request_lock_timeout',
    ]);
  });

  it('warns only while the user changes a value away from the one it inherits', () => {
    const sat = flag('saturday_working_day', false);
    expect(showsParentWarning(sat, false)).toBe(false);
    expect(showsParentWarning(sat, true)).toBe(true);
    // already changed before: changing it back to the inherited value gives no warning
    const changed = choice('check_the_same_person_absent', 'prevent', 'warn');
    expect(showsParentWarning(changed, 'prevent')).toBe(false);
    expect(showsParentWarning(changed, 'warn')).toBe(false);
    expect(isDirty(changed, 'warn')).toBe(true);
    expect(showsParentWarning(lock, '600')).toBe(true);
    expect(showsParentWarning(number('request_lock_timeout', 600), '300')).toBe(false);
    expect(isDirty(lock, undefined)).toBe(false);
  });

  it('sends every item, booleans as 1 or 0 and numbers as numbers, the changed ones with the form value and marked', () => {
    const items = [lock, flag('saturday_working_day', false), choice('check_the_same_person_absent', 'warn', 'warn')];
    expect(draftsOf(items)).toEqual({ request_lock_timeout: '300', saturday_working_day: false, check_the_same_person_absent: 'warn' });
    const changes = changesOf(items, { saturday_working_day: true, request_lock_timeout: '600', check_the_same_person_absent: 'warn' });
    expect(changes.map(({ item, value, changed }) => [item.code, value, changed])).toEqual([
      ['request_lock_timeout', 600, true],
      ['saturday_working_day', 1, true],
      ['check_the_same_person_absent', 'warn', false],
    ]);
    expect(sentValue(flag('x', true), false)).toBe(0);
  });
});
