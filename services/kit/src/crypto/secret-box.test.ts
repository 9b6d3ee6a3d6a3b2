import { openSecret, outboxSecretKeys, sealSecret, ssoSecretKeys } from './secret-box';

const KEY = 'k'.repeat(40);
const NEW_KEY = 'n'.repeat(40);

test('a sealed secret opens with its key only, and every sealing differs', () => {
  const sealed = sealSecret(KEY, 'client-secret');
  expect(sealed).not.toContain('client-secret');
  expect(sealSecret(KEY, 'client-secret')).not.toBe(sealed);
  expect(openSecret([KEY], sealed)).toBe('client-secret');
  expect(() => openSecret(['x'.repeat(40)], sealed)).toThrow();
  expect(() => openSecret([], sealed)).toThrow('no key to open a sealed secret with');
});

test('a value stored before encryption is read as it is', () => {
  expect(openSecret([KEY], 'plain-old-secret')).toBe('plain-old-secret');
});

test('after a rotation a secret sealed with the old key opens with the previous one, and one sealed with the new key too', () => {
  const before = sealSecret(KEY, 'sealed before');
  const after = sealSecret(NEW_KEY, 'sealed after');
  const keys = outboxSecretKeys({ OUTBOX_SECRET_KEY: NEW_KEY, OUTBOX_SECRET_KEY_PREVIOUS: KEY });
  expect(keys).toEqual([NEW_KEY, KEY]);
  expect(openSecret(keys, before)).toBe('sealed before');
  expect(openSecret(keys, after)).toBe('sealed after');
  // the old key dropped: what it sealed no longer opens
  expect(() => openSecret(outboxSecretKeys({ OUTBOX_SECRET_KEY: NEW_KEY }), before)).toThrow();
});

test('the SSO keys are the configured one, then the rotated-out one; none configured is a configuration error', () => {
  expect(ssoSecretKeys({ SSO_SECRET_KEY: NEW_KEY, SSO_SECRET_KEY_PREVIOUS: KEY })).toEqual([NEW_KEY, KEY]);
  expect(ssoSecretKeys({ SSO_SECRET_KEY: NEW_KEY })).toEqual([NEW_KEY]);
  expect(() => ssoSecretKeys({ SSO_SECRET_KEY_PREVIOUS: KEY })).toThrow('SSO_SECRET_KEY is required');
});
