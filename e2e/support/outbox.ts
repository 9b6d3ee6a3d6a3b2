import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readState } from './product';

/**
 * The folder the product delivers mail to without an SMTP server (MAIL_DIR's default: `mail` beside
 * the data folder). Codes and links are read from delivered mail, never from the outbox API, which
 * hides them.
 */
export const mailDir = () => path.join(path.dirname(readState().dataDir), 'mail');

/** The mail files in `dir` now: what a later `mailText` leaves out, however close in time (`seen`). */
export const mailFiles = (dir = mailDir()): ReadonlySet<string> =>
  new Set(fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);

/**
 * The newest delivered mail to `recipient` written after `since` whose text matches `pattern` (in
 * `dir`: another product's mail), leaving out the files in `seen` (a mail to the same person written
 * just before, which the time alone cannot tell apart).
 */
export async function mailText(
  recipient: string,
  pattern: RegExp,
  since: number,
  dir = mailDir(),
  seen: ReadonlySet<string> = new Set(),
): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && !seen.has(f)) : [];
        const recent = files
          .map((f) => path.join(dir, f))
          .filter((f) => fs.statSync(f).mtimeMs >= since - 2000)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
        for (const file of recent) {
          const mail = await simpleParser(fs.readFileSync(file));
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
          if (!to.includes(recipient.toLowerCase())) continue;
          found = pattern.exec(mail.text ?? '');
          if (found) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as RegExpExecArray;
}
