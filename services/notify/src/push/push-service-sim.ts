import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushSubscriptionJson } from '@app/contracts';

export interface ReceivedPush {
  subscription: string;
  authorization: string | undefined;
  ttl: string | undefined;
  payload: unknown;
}

/** A certificate for 127.0.0.1 the push service serves with and the sender's agent trusts. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-sim-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

/**
 * A local push service for the tests, as a browser's would be: it hands out subscriptions (it
 * keeps each one's ECDH private key and auth secret, as the browser does), decrypts what arrives
 * (aes128gcm, http_ece) and answers 201, or 410 for a subscription marked gone.
 */
export async function startPushServiceSim() {
  const tls = selfSignedCertificate();
  const subscriptions = new Map<string, { ecdh: crypto.ECDH; auth: string; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = req.url?.split('/').at(-1) ?? '';
      const sub = subscriptions.get(id);
      if (!sub || sub.gone) return void res.writeHead(sub ? 410 : 404).end();
      const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth });
      received.push({
        subscription: id,
        authorization: req.headers.authorization,
        ttl: req.headers.ttl as string,
        payload: JSON.parse(plain.toString()),
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
  return {
    received,
    agent: new https.Agent({ ca: tls.cert }),
    /** a new subscription, as PushSubscription.toJSON() gives it */
    subscribe(): PushSubscriptionJson {
      const id = crypto.randomBytes(8).toString('hex');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString('base64url');
      subscriptions.set(id, { ecdh, auth, gone: false });
      return { endpoint: `${base}/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    /** the browser dropped the subscription: the service answers 410 from now on */
    drop: (endpoint: string) => (subscriptions.get(endpoint.split('/').at(-1)!)!.gone = true),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
