import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import writeFileAtomic from 'write-file-atomic';
import { fillSecrets } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { deliverDue } from './outbox-sender';

export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

export const createSmtpTransport = (smtpUrl: string): MailTransport => nodemailer.createTransport(smtpUrl);

/**
 * Without an SMTP server (the embedded default) every mail is delivered as one RFC 822 `.eml` file
 * in `dir` (nodemailer builds the message), so a user can still read a two-factor code or a reset
 * link, and end-to-end tests read them there.
 */
export function createFolderTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    sendMail: async (mail: Parameters<Transporter['sendMail']>[0]) => {
      const built = await builder.sendMail(mail);
      await fs.mkdir(dir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      // atomic (a temporary file renamed): a reader of the folder never sees half a mail
      await writeFileAtomic(path.join(dir, name), built.message as Buffer, { mode: 0o600 });
      return built;
    },
    close: () => builder.close(),
  } as MailTransport;
}

/** Delivers the due mail through the transport (jobs/outbox-sender), secrets filled in only here. */
export const deliverDueMail = (deps: ServiceDeps, transport: MailTransport, from: string, active?: () => boolean): Promise<number> =>
  deliverDue(
    deps,
    'mail',
    async (row) => {
      const secrets = row.secrets ?? {};
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: row.subject,
        text: fillSecrets(row.bodyText, secrets),
        ...(row.bodyHtml ? { html: fillSecrets(row.bodyHtml, secrets) } : {}),
      });
    },
    active,
  );
