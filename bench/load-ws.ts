/**
 * Websocket broadcast: many signed-in sockets subscribe to the pool's lock channel; a planner takes
 * a request's lock through the API (the server builds the block event from the lock row) and each
 * receiver's delay from the call is timed on one clock. Budget: 95% of deliveries within 200 ms.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { percentile } from './load-product';

export interface BroadcastFigures {
  clients: number;
  rounds: number;
  deliveries: number;
  missed: number;
  p50: number;
  p95: number;
  max: number;
  within200: number;
}

interface Message {
  type: string;
  channel?: string;
}

function open(wsUrl: string, token: string, channel: string, onEvent: (m: Message) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error('socket did not subscribe in 30 s')), 30_000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.type === 'authenticated') socket.send(JSON.stringify({ type: 'subscribe', channel }));
      else if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve(socket);
      } else if (message.type === 'event') onEvent(message);
    });
    socket.on('error', reject);
  });
}

export async function loadBroadcast(
  base: string,
  session: { token: string; poolId: number },
  requestId: number,
  clients: number,
  rounds = 10,
): Promise<BroadcastFigures> {
  const { token, poolId } = session;
  const wsUrl = `${base.replace(/^http/, 'ws')}/ws`;
  const channel = `pool/${poolId}/request/locking`;
  const delays: number[] = [];
  const received = new Map<number, number>();
  let round = -1;
  let sentAt = 0;
  const onEvent = (m: Message) => {
    if (m.channel !== channel || round < 0) return;
    delays.push(performance.now() - sentAt);
    received.set(round, (received.get(round) ?? 0) + 1);
  };
  const sockets: WebSocket[] = [];
  try {
    // a hundred at a time, as many pages would open over a morning rather than in one instant
    for (let i = 0; i < clients; i += 100)
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, clients - i) }, () => open(wsUrl, token, channel, onEvent)))));
    for (round = 0; round < rounds; round++) {
      sentAt = performance.now();
      const taken = await fetch(`${base}/api/request/${requestId}/lock`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      if (!taken.ok) throw new Error(`taking the lock of request ${requestId} answered ${taken.status}`);
      const deadline = Date.now() + 5_000;
      while ((received.get(round) ?? 0) < clients && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    for (const s of sockets) s.terminate();
  }
  delays.sort((a, b) => a - b);
  return {
    clients,
    rounds,
    deliveries: delays.length,
    missed: clients * rounds - delays.length,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    max: delays[delays.length - 1] ?? NaN,
    within200: delays.filter((d) => d <= 200).length / (clients * rounds),
  };
}
