import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of the configuration (JWT_SECRET, SSO_SECRET_KEY, OUTBOX_SECRET_KEY): the configured value when set
 * (production), else one generated once and kept beside the embedded data folder, so tokens and
 * encrypted values survive a restart of the embedded default.
 */
export function resolveSecret(configured: string | undefined, dataDir: string, fileName = 'jwt-secret'): string {
  if (configured) return configured;
  const file = path.join(path.dirname(dataDir), fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
