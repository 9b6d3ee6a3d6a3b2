import { maskDate } from './date-mask';

/** Types `keys` one by one at the end, as a user does. */
function typeAtEnd(keys: string): string {
  let value = '';
  for (const key of keys) value = maskDate(value + key, value.length + 1, value).value;
  return value;
}

describe('the ##-##-#### date mask', () => {
  it('puts the separators in while typing and drops what is not a digit or too long', () => {
    expect(typeAtEnd('0')).toBe('0');
    expect(typeAtEnd('05')).toBe('05');
    expect(typeAtEnd('050')).toBe('05-0');
    expect(typeAtEnd('05031990')).toBe('05-03-1990');
    expect(typeAtEnd('05a03/1990')).toBe('05-03-1990');
    expect(typeAtEnd('0503199012')).toBe('05-03-1990');
    expect(maskDate('05031990', 8, '').value).toBe('05-03-1990');
  });

  it('keeps the caret after the digit typed in the middle', () => {
    // '05-03-1990' with the caret after '05-0', typing 7: the last digit falls off
    expect(maskDate('05-073-1990', 5, '05-03-1990')).toEqual({ value: '05-07-3199', caret: 6 });
  });

  it('deletes the digit before a separator on backspace', () => {
    // backspace right after '05-': the '-' went, so the '5' goes
    expect(maskDate('0503-1990', 2, '05-03-1990')).toEqual({ value: '00-31-990', caret: 1 });
    expect(maskDate('05-03-199', 9, '05-03-1990')).toEqual({ value: '05-03-199', caret: 9 });
  });
});
