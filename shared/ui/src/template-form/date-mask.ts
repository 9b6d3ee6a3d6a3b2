/**
 * The date mask `##-##-####` (spec 001 section 5): digits only, separators put in as the user
 * types. `caret` is where the caret stood in the typed text; the answer says where it goes in the
 * masked text, so typing or deleting in the middle keeps its place.
 */
export function maskDate(typed: string, caret: number, previous: string): { value: string; caret: number } {
  let digits = typed.replace(/\D/g, '');
  let digitsBeforeCaret = typed.slice(0, caret).replace(/\D/g, '').length;
  // backspace on a separator: it comes back with the mask, so the digit before it goes instead
  if (typed.length < previous.length && digits === previous.replace(/\D/g, '') && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  digits = digits.slice(0, 8);
  const value = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '').join('-');
  // the caret after the same number of digits, past a separator that follows them
  let position = 0;
  for (let seen = 0; position < value.length && seen < digitsBeforeCaret; position++) if (/\d/.test(value[position] as string)) seen++;
  if (value[position] === '-' && typed.length >= previous.length) position++;
  return { value, caret: Math.min(position, value.length) };
}
