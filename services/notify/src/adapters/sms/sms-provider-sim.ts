import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the simulated provider does with the next request: take it, refuse it, or answer too late. */
export type SimAnswer = { status: number; body?: unknown } | { delayMs: number };

export interface ReceivedSms {
  key: string | undefined;
  authorization: string | undefined;
  body: { originator: string; recipients: string[]; body: string; reference: string };
}

/**
 * A local HTTP server that plays the SMS provider for the tests: it answers from a script of
 * answers (then 201), keeps every request, and delivers a message once per idempotency key, as a
 * provider does: a repeated key is answered 201 again without sending.
 */
export async function startSmsProviderSim() {
  const requests: ReceivedSms[] = [];
  const delivered = new Map<string, ReceivedSms>();
  const script: SimAnswer[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const got: ReceivedSms = {
        key: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as ReceivedSms['body'],
      };
      requests.push(got);
      const answer = script.shift() ?? { status: 201 };
      const take = () => {
        if (!delivered.has(got.key ?? '')) delivered.set(got.key ?? '', got);
      };
      if ('delayMs' in answer) {
        // the provider takes the message but answers after the client gave up
        take();
        setTimeout(() => res.writeHead(201).end('{}'), answer.delayMs).unref();
        return;
      }
      if (answer.status < 300) take();
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body ?? { id: `msg-${requests.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    requests,
    delivered,
    /** the answers to the next requests, in order */
    answerNext: (...answers: SimAnswer[]) => script.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
