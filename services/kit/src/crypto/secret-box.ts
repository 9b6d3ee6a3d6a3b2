import crypto from 'node:crypto';

/**
 * Secrets kept at rest encrypted (SSO client secrets, the links and codes of messages in an outbox):
 * AES-256-GCM with a key derived from a configured secret (SSO_SECRET_KEY, OUTBOX_SECRET_KEY). The
 * stored form names its version, so the scheme can change later. A key is rotated by setting the new
 * one and keeping the old as `*_PREVIOUS` (ADR 0374): sealing takes the new, opening tries both.
 */
const VERSION = 'v1';

const keyOf = (secretKey: string): Buffer => crypto.createHash('sha256').update(secretKey).digest();

export function sealSecret(secretKey: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * The plain secret, opened with the first of `keys` it was sealed with (the current key, then the
 * one rotated out); a value stored before encryption (no version prefix) is answered as it is.
 * Sealed with none of them, it throws.
 */
export function openSecret(keys: readonly string[], stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return stored;
  let failure: unknown = new Error('no key to open a sealed secret with');
  for (const key of keys) {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch (err) {
      failure = err; // GCM's tag refuses a wrong key: try the next
    }
  }
  throw failure;
}

/** The keys a secret may have been sealed with: the configured one, then the rotated-out one when set. */
const openingKeys = (current: string, previous: string | undefined): string[] => (previous ? [current, previous] : [current]);

/** The configured key; storing or using an SSO client secret without one is a configuration error. */
export function ssoSecretKey(config: { SSO_SECRET_KEY?: string }): string {
  if (!config.SSO_SECRET_KEY) throw new Error('SSO_SECRET_KEY is required to store and use single sign-on client secrets');
  return config.SSO_SECRET_KEY;
}

/** The keys an SSO client secret opens with: SSO_SECRET_KEY, then SSO_SECRET_KEY_PREVIOUS. */
export const ssoSecretKeys = (config: { SSO_SECRET_KEY?: string; SSO_SECRET_KEY_PREVIOUS?: string }): string[] =>
  openingKeys(ssoSecretKey(config), config.SSO_SECRET_KEY_PREVIOUS);

/** The key the outboxes seal message secrets with; writing or sending such a message without one is a configuration error. */
export function outboxSecretKey(config: { OUTBOX_SECRET_KEY?: string }): string {
  if (!config.OUTBOX_SECRET_KEY) throw new Error('OUTBOX_SECRET_KEY is required to write and send messages with secrets');
  return config.OUTBOX_SECRET_KEY;
}

/** The keys a message's secrets open with: OUTBOX_SECRET_KEY, then OUTBOX_SECRET_KEY_PREVIOUS. */
export const outboxSecretKeys = (config: { OUTBOX_SECRET_KEY?: string; OUTBOX_SECRET_KEY_PREVIOUS?: string }): string[] =>
  openingKeys(outboxSecretKey(config), config.OUTBOX_SECRET_KEY_PREVIOUS);
