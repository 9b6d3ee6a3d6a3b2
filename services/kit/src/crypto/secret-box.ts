import crypto from 'node:crypto';

/**
 * Secrets kept at rest encrypted (SSO client secrets, the links and codes of messages in an outbox):
 * AES-256-GCM with a key derived from a configured secret (SSO_SECRET_KEY, OUTBOX_SECRET_KEY). The
 * stored form names its version, so the scheme can change later.
 */
const VERSION = 'v1';

const keyOf = (secretKey: string): Buffer => crypto.createHash('sha256').update(secretKey).digest();

export function sealSecret(secretKey: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plain secret; a value stored before encryption (no version prefix) is answered as it is. */
export function openSecret(secretKey: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return stored;
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/** The configured key; storing or using an SSO client secret without one is a configuration error. */
export function ssoSecretKey(config: { SSO_SECRET_KEY?: string }): string {
  if (!config.SSO_SECRET_KEY) throw new Error('SSO_SECRET_KEY is required to store and use single sign-on client secrets');
  return config.SSO_SECRET_KEY;
}

/** The key the outboxes seal message secrets with; writing or sending such a message without one is a configuration error. */
export function outboxSecretKey(config: { OUTBOX_SECRET_KEY?: string }): string {
  if (!config.OUTBOX_SECRET_KEY) throw new Error('OUTBOX_SECRET_KEY is required to write and send messages with secrets');
  return config.OUTBOX_SECRET_KEY;
}
