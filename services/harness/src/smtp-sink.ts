import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** calls `listener` with every mail accepted from now on; answers the function that stops it */
  onReceived(listener: (mail: ReceivedMail) => void): () => void;
  /** the next `n` deliveries are refused with a temporary error */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps what it receives (tests only). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const listeners = new Set<(mail: ReceivedMail) => void>();
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // no reverse DNS of the loopback client: without a resolver it costs every delivery a wait
    disableReverseLookup: true,
    // a pooled sender keeps its connection open: close it after a second instead of smtp-server's 30,
    // which (with the database's own close) could pass a test file's 60 s hook timeout
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 });
          return callback(err);
        }
        const env = session.envelope;
        const mail = {
          from: env.mailFrom ? env.mailFrom.address : '',
          to: env.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        listeners.forEach((listener) => listener(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    onReceived: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refuseNext: (n) => (refuse = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
