import { createStatementNames } from './statement-names';

/** Which texts a process names: the second sighting of a text, the same name ever after, a bounded number. */
it('names a text the second time it is seen, and always by the same name', () => {
  const names = createStatementNames();
  expect(names.nameOf('select 1')).toBeUndefined();
  const name = names.nameOf('select 1');
  expect(name).toMatch(/^s\d+$/);
  expect(names.nameOf('select 1')).toBe(name);
  expect(names.nameOf('select 2')).toBeUndefined();
  expect(names.nameOf('select 2')).not.toBe(name);
});

it('names no more texts than it keeps, and keeps the names it gave', () => {
  const names = createStatementNames(2);
  for (const text of ['a', 'a', 'b', 'b']) names.nameOf(text);
  expect(names.size).toBe(2);
  expect(names.nameOf('c')).toBeUndefined();
  expect(names.nameOf('c')).toBeUndefined();
  expect(names.nameOf('a')).toBe('s1');
  expect(names.nameOf('b')).toBe('s2');
});

it('gives a text seen once among many no name: a query made once with its values in the text stays unnamed', () => {
  const names = createStatementNames();
  for (let id = 0; id < 10_000; id++) expect(names.nameOf(`select * from t where id = ${id}`)).toBeUndefined();
  expect(names.size).toBe(0);
});

it('names nothing when it keeps none (DATABASE_NAMED_STATEMENTS=0)', () => {
  const names = createStatementNames(0);
  expect([names.nameOf('select 1'), names.nameOf('select 1'), names.nameOf('select 1')]).toEqual([undefined, undefined, undefined]);
});
