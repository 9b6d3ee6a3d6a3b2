import { isTextGroup, publishRoutes, textAt, textKeys, untranslatedKeys } from './text-lookup';

const texts = { nl: { a: { b: 'B-nl', c: { d: 'D-nl' } } }, en: { a: { b: 'B-en' } } };

describe('text lookup', () => {
  it('resolves dotted keys to a text; a group of texts is no text', () => {
    expect(textAt(texts.nl, 'a.b')).toBe('B-nl');
    expect(textAt(texts.nl, 'a.c')).toBeUndefined();
    expect(textAt(texts.nl, 'a.b.c')).toBeUndefined();
    expect(isTextGroup(texts.nl, 'a.c')).toBe(true);
    expect(isTextGroup(texts.nl, 'a.b')).toBe(false);
  });

  it('lists every key with a text', () => {
    expect(textKeys(texts.nl)).toEqual(['a.b', 'a.c.d']);
  });

  it('names each language that lacks a key', () => {
    expect(untranslatedKeys(['a.b', 'a.c.d', 'x'], texts)).toEqual(['en: a.c.d', 'nl: x', 'en: x']);
  });
});

describe('published routes', () => {
  const route = { path: '/x/:id?', title: 'page.x', anyOf: ['RIGHT'], create: true };

  it('carry the title in every language of the texts, the rest as declared', () => {
    const texts = { nl: { page: { x: 'Iks' } }, en: { page: { x: 'Ex' } } };
    expect(publishRoutes('mfe_x', [route], texts)).toEqual([
      { path: '/x/:id?', title: { nl: 'Iks', en: 'Ex' }, anyOf: ['RIGHT'], create: true },
    ]);
  });

  it('refuse a title a language has no text for (the build fails on it)', () => {
    expect(() => publishRoutes('mfe_x', [route], { nl: { page: { x: 'Iks' } }, en: {} })).toThrow(
      "mfe_x: the title 'page.x' of /x/:id? has no en text",
    );
  });
});
