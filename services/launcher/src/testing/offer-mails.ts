import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const LINK = /\/(invitation|reservation)\/confirm\/([0-9a-f]{32})\b/;

/** A delivered offer mail: the Message-ID (the outbox message's key) and the hash of its link's token. */
export interface OfferMailFile {
  file: string;
  messageId: string | null;
  /** sha256 of the token, as staffing keeps it (`offers.token_hash`) */
  tokenHash: string;
  token: string;
  kind: 'invitation' | 'reservation';
}

/** The offer mail in a raw message (as SMTP received it or the folder holds it), or null if it is none. */
export function offerMailOf(message: string, file = ''): OfferMailFile | null {
  // quoted-printable may break a long line with '=' + newline
  const raw = message.replace(/=\r?\n/g, '');
  const link = LINK.exec(raw);
  if (!link) return null;
  const token = link[2]!;
  return {
    file,
    messageId: /^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1] ?? null,
    token,
    tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
    kind: link[1] as OfferMailFile['kind'],
  };
}

/**
 * The offer mails in a mail folder (notify's delivery without SMTP), matched to their offers by the
 * hash of the link's token: only the mail carries the token, staffing keeps its hash.
 */
export function offerMailsIn(dir: string): OfferMailFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .flatMap((file) => offerMailOf(fs.readFileSync(path.join(dir, file), 'utf8'), file) ?? []);
}

/** How many mails each offer (by token hash) got, and the offers that got none or more than one. */
export function mailsPerOffer(offerHashes: readonly string[], mails: readonly OfferMailFile[]) {
  const count = new Map<string, number>(offerHashes.map((h) => [h, 0]));
  for (const m of mails) if (count.has(m.tokenHash)) count.set(m.tokenHash, count.get(m.tokenHash)! + 1);
  const counts = [...count.values()];
  return {
    offers: offerHashes.length,
    mailed: counts.filter((n) => n >= 1).length,
    lost: counts.filter((n) => n === 0).length,
    duplicated: counts.filter((n) => n > 1).length,
  };
}
