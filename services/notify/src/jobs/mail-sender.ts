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
 * link, and end-to-end tests read them there. The file is named by the mail's date and Message-ID,
 * both fixed per outbox message: delivering a message again (the process died before it could
 * record the first delivery) rewrites the same file, so each message is in the folder once.
 */
export function createFolderTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    sendMail: async (mail: Parameters<Transporter['sendMail']>[0]) => {
      const built = await builder.sendMail(mail);
      await fs.mkdir(dir, { recursive: true });
      const id = String(mail.messageId ?? '').replace(/[^\w.@-]/g, '');
      const date = mail.date instanceof Date ? mail.date : new Date();
      sequence += 1;
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id || `${process.pid}-${sequence}`}.eml`;
      // atomic (a temporary file renamed): a reader of the folder never sees half a mail
      await writeFileAtomic(path.join(dir, name), built.message as Buffer, { mode: 0o600 });
      return built;
    },
    close: () => builder.close(),
  } as MailTransport;
}

/**
 * Delivers the due mail through the transport (jobs/outbox-sender), secrets filled in only here. The
 * Message-ID is the message's idempotency key, so a receiver can tell a second delivery (a crash
 * between sending and recording it) from a new mail.
 */
export const deliverDueMail = (deps: ServiceDeps, transport: MailTransport, from: string, active?: () => boolean): Promise<number> =>
  deliverDue(
    deps,
    'mail',
    async (row, secrets) => {
      await transport.sendMail({
        messageId: `<${row.idempotencyKey ?? `outbox-${row.id}`}@invalpool.outbox>`,
        date: row.createdAt,
        from,
        to: row.recipient,
        subject: row.subject,
        text: fillSecrets(row.bodyText, secrets),
        ...(row.bodyHtml ? { html: fillSecrets(row.bodyHtml, secrets) } : {}),
      });
    },
    active,
  );
