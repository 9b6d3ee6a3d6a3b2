import { openSecret, sealSecret } from './secret-box';

const KEY = 'k'.repeat(40);

test('a sealed secret opens with its key only, and every sealing differs', () => {
  const sealed = sealSecret(KEY, 'client-secret');
  expect(sealed).not.toContain('client-secret');
  expect(sealSecret(KEY, 'client-secret')).not.toBe(sealed);
  expect(openSecret(KEY, sealed)).toBe('client-secret');
  expect(() => openSecret('x'.repeat(40), sealed)).toThrow();
});

test('a value stored before encryption is read as it is', () => {
  expect(openSecret(KEY, 'plain-old-secret')).toBe('plain-old-secret');
});
