import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { backoffDelay } from './backoff';
import { createRealtimeClient, type RealtimeEvent, type SocketLike } from './realtime-client';

const waitFor = async (check: () => boolean, ms = 3000): Promise<void> => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('backoffDelay', () => {
  it('doubles from 1 s to at most 30 s, jittered down by at most a quarter', () => {
    expect(backoffDelay(0, 1)).toBe(1000);
    expect(backoffDelay(1, 1)).toBe(2000);
    expect(backoffDelay(4, 1)).toBe(16000);
    expect(backoffDelay(5, 1)).toBe(30000);
    expect(backoffDelay(50, 1)).toBe(30000);
    expect(backoffDelay(0, 0)).toBe(750);
    expect(backoffDelay(3, 0.5)).toBeGreaterThanOrEqual(6000);
    expect(backoffDelay(3, 0.5)).toBeLessThan(8000);
  });
});

describe('realtime client against a real ws server', () => {
  let server: WebSocketServer;
  let port: number;
  const received: { token: string | null; message: Record<string, unknown> }[] = [];
  const urls: string[] = [];
  let connections = 0;

  beforeEach(async () => {
    received.length = 0;
    urls.length = 0;
    connections = 0;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.on('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
    server.on('connection', (socket, req) => {
      connections++;
      urls.push(req.url ?? '');
      // the gateway's protocol: the token comes as the first message, never in the URL
      let token: string | null = null;
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as Record<string, unknown>;
        if (token === null) {
          expect(message.type).toBe('auth');
          token = String(message.token);
          return;
        }
        received.push({ token, message });
        if (message.type === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', channel: message.channel }));
      });
    });
  });

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const broadcast = (event: Omit<RealtimeEvent, 'type'>) =>
    server.clients.forEach((c) => c.send(JSON.stringify({ type: 'event', ...event })));

  function client() {
    return createRealtimeClient({
      url: () => `ws://127.0.0.1:${port}/ws`,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      username: () => 'ada',
      backoff: { initialMs: 20, maxMs: 100 },
    });
  }

  it('subscribes, delivers events of other authors and skips its own', async () => {
    const rt = client();
    const events: RealtimeEvent[] = [];
    rt.subscribe('pool/1/request/changed', (e) => events.push(e));
    rt.connect('t1');
    await waitFor(() => received.some((r) => r.message.type === 'subscribe'));
    expect(received[0]).toEqual({ token: 't1', message: { type: 'subscribe', channel: 'pool/1/request/changed' } });
    expect(urls).toEqual(['/ws']);

    broadcast({ channel: 'pool/1/request/changed', event: 'request/changed', author: 'ada', payload: { id: 1 } });
    broadcast({ channel: 'pool/1/request/changed', event: 'request/changed', author: 'bob', payload: { id: 2 } });
    broadcast({ channel: 'pool/1/other', event: 'x', author: 'bob', payload: { id: 3 } });
    await waitFor(() => events.length >= 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(events.map((e) => (e.payload as { id: number }).id)).toEqual([2]);
    rt.disconnect();
  });

  it('reconnects after the server drops it and subscribes again', async () => {
    const rt = client();
    let reconnects = 0;
    rt.onReconnect(() => (reconnects += 1));
    rt.subscribe('pool/1/request/locking', () => undefined);
    rt.connect('t1');
    await waitFor(() => received.length === 1);
    // the first connect is no reconnect: nothing was missed
    expect(reconnects).toBe(0);
    server.clients.forEach((c) => c.terminate());
    await waitFor(() => connections === 2 && received.length === 2);
    expect(received[1]!.message).toEqual({ type: 'subscribe', channel: 'pool/1/request/locking' });
    // back after a drop: events may have been missed, the listeners hear it (screens read again)
    await waitFor(() => reconnects === 1);
    rt.disconnect();
  });

  it('keeps retrying while the server is down, with growing delays', async () => {
    const delays: number[] = [];
    const rt = createRealtimeClient({
      url: () => 'ws://127.0.0.1:1/ws',
      createSocket: (url) => {
        delays.push(Date.now());
        return new WebSocket(url) as unknown as SocketLike;
      },
      username: () => 'ada',
      backoff: { initialMs: 20, maxMs: 80 },
      random: () => 1,
    });
    rt.connect('t');
    await waitFor(() => delays.length >= 5);
    rt.disconnect();
    const gaps = delays.slice(1).map((t, i) => t - delays[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[2]).toBeGreaterThanOrEqual(75);
    expect(gaps[3]).toBeLessThan(80 + 200);
  });

  it('reconnects with the new token on a user change', async () => {
    const rt = client();
    rt.subscribe('pool/1/request/changed', () => undefined);
    rt.connect('t1');
    await waitFor(() => received.length === 1);
    rt.connect('t2');
    await waitFor(() => received.length === 2);
    expect(received[1]!.token).toBe('t2');
    rt.disconnect();
  });
  it('renews the token on refresh: a new socket with the new token subscribes before the old one closes', async () => {
    const rt = client();
    const events: RealtimeEvent[] = [];
    rt.subscribe('pool/1/request/changed', (e) => events.push(e));
    rt.connect('t1');
    await waitFor(() => received.length === 1);
    const [first] = [...server.clients];
    let firstClosed = false;
    first!.on('close', () => (firstClosed = true));

    rt.renew('t2');
    await waitFor(() => received.length === 2 && firstClosed);
    expect(received[1]).toEqual({ token: 't2', message: { type: 'subscribe', channel: 'pool/1/request/changed' } });
    expect(server.clients.size).toBe(1);
    expect(connections).toBe(2);

    // events arrive once, on the new socket
    broadcast({ channel: 'pool/1/request/changed', event: 'request/changed', author: 'bob', payload: { id: 7 } });
    await waitFor(() => events.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(1);

    // a later drop reconnects with the renewed token, and the same token again changes nothing
    rt.renew('t2');
    server.clients.forEach((c) => c.terminate());
    await waitFor(() => received.length === 3);
    expect(received[2]!.token).toBe('t2');
    expect(connections).toBe(3);
    rt.disconnect();
  });

  it('does not connect on a renewal when it was never connected or was disconnected', async () => {
    const rt = client();
    rt.renew('t1');
    rt.connect('t1');
    await waitFor(() => connections === 1);
    rt.disconnect();
    rt.renew('t2');
    await new Promise((r) => setTimeout(r, 100));
    expect(connections).toBe(1);
  });
  it('renewing twice before the first renewal opened keeps one socket, on the newest token', async () => {
    const rt = client();
    const events: RealtimeEvent[] = [];
    rt.subscribe('pool/1/request/changed', (e) => events.push(e));
    rt.connect('t1');
    await waitFor(() => received.length === 1);
    rt.renew('t2');
    rt.renew('t3');
    await waitFor(() => received.some((r) => r.token === 't3') && server.clients.size === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.clients.size).toBe(1);
    broadcast({ channel: 'pool/1/request/changed', event: 'request/changed', author: 'bob', payload: { id: 9 } });
    await waitFor(() => events.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(1);
    rt.disconnect();
  });
  it('asks the session for a fresh token before every reconnect; a connect meanwhile wins', async () => {
    let fresh = 't2';
    let release: () => void = () => undefined;
    let hold = false;
    const rt = createRealtimeClient({
      url: () => `ws://127.0.0.1:${port}/ws`,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      username: () => 'ada',
      backoff: { initialMs: 20, maxMs: 100 },
      freshToken: () => (hold ? new Promise((resolve) => (release = () => resolve(fresh))) : Promise.resolve(fresh)),
    });
    rt.subscribe('pool/1/request/changed', () => undefined);
    rt.connect('t1');
    await waitFor(() => received.length === 1);
    server.clients.forEach((c) => c.terminate());
    // the token ran out while the page sat idle: the reconnect takes the refreshed one
    await waitFor(() => received.length === 2);
    expect(received.map((r) => r.token)).toEqual(['t1', 't2']);

    hold = true;
    fresh = 'stale';
    server.clients.forEach((c) => c.terminate());
    await new Promise((r) => setTimeout(r, 150));
    rt.connect('t3');
    release();
    await waitFor(() => received.length === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.map((r) => r.token)).toEqual(['t1', 't2', 't3']);
    expect(server.clients.size).toBe(1);
    rt.disconnect();
  });
});
