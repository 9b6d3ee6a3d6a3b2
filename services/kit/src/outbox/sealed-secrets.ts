import type { AppConfig } from '../config';
import { openSecret, outboxSecretKey, outboxSecretKeys, sealSecret } from '../crypto/secret-box';

type KeyConfig = Pick<AppConfig, 'OUTBOX_SECRET_KEY' | 'OUTBOX_SECRET_KEY_PREVIOUS'>;

/** A message's secrets as they are stored and relayed: sealed with OUTBOX_SECRET_KEY, or null when it has none. */
export const sealMessageSecrets = (config: KeyConfig, secrets: Record<string, string>): string | null =>
  Object.keys(secrets).length ? sealSecret(outboxSecretKey(config), JSON.stringify(secrets)) : null;

/** The secrets again, for the moment of delivery only. */
export const openMessageSecrets = (config: KeyConfig, sealed: string | null): Record<string, string> =>
  sealed === null ? {} : (JSON.parse(openSecret(outboxSecretKeys(config), sealed)) as Record<string, string>);
