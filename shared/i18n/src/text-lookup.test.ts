import { textAt, untranslatedKeys } from './text-lookup';

describe('untranslatedKeys', () => {
  it('names each locale that lacks a key, and treats a group as no text', () => {
    expect(untranslatedKeys(['fields.name', 'fields.no_such_text', 'fields'])).toEqual([
      'en: fields.no_such_text',
      'nl: fields.no_such_text',
      'en: fields',
      'nl: fields',
    ]);
  });

  it('resolves dotted keys to their text', () => {
    expect(textAt({ a: { b: 'B' } }, 'a.b')).toBe('B');
    expect(textAt({ a: { b: 'B' } }, 'a.b.c')).toBeUndefined();
    expect(untranslatedKeys(['entity_list.no_data_available', 'fields.name'])).toEqual([]);
  });
});
