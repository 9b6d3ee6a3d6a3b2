import { hasControlCharacters, jsonFindings, JSON_MAX_DEPTH } from './input-limits';
import { translateMessage } from './message-catalogue';
import { controlCharactersMessage } from './field-schemas';

it('finds every C0 control character but tab, line feed and carriage return', () => {
  const found = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(hasControlCharacters);
  expect(found.map((c) => c.charCodeAt(0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, ...Array.from({ length: 18 }, (_, i) => i + 14)]);
  expect(hasControlCharacters('tab\tnew\nline\r\nand DEL\u007f')).toBe(false);
});

it('measures nesting without recursion, however deep', () => {
  let deep: unknown = 1;
  for (let i = 0; i < 200_000; i++) deep = [deep];
  expect(jsonFindings(deep).tooDeep).toBe(true);
  let allowed: unknown = 'x';
  for (let i = 0; i < JSON_MAX_DEPTH; i++) allowed = { a: allowed };
  expect(jsonFindings(allowed)).toEqual({ tooDeep: false, controlCharacters: [] });
  expect(jsonFindings({ a: allowed }).tooDeep).toBe(true);
});

it('translates the field message into Dutch', () => {
  expect(translateMessage(controlCharactersMessage('First name'), 'nl')).toBe('De Voornaam mag geen stuurtekens bevatten.');
});
