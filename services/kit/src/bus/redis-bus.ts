import { Redis, type RedisOptions } from 'ioredis';
import { LocalFanout, type BusEvent, type EventBus } from './event-bus';

const TOPIC = 'app.events';

/**
 * Connections that never hold a caller up while Redis is away: they connect in the background and
 * reconnect for as long as it takes (ioredis's default retry), and a command given while there is no
 * connection fails at once instead of waiting in a queue for the next attempts.
 */
const options: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1 };

/** how long creating a bus waits for its first connection before it goes on without one */
export const FIRST_CONNECTION_WAIT_MS = 3_000;

/**
 * Redis pub/sub: every gateway replica receives every event and delivers it to its own clients.
 * Resolves once connected and subscribed, or after FIRST_CONNECTION_WAIT_MS while Redis is down:
 * the process starts and serves, readiness says "not ready" until both connections are up, and the
 * subscription is made (again) on every connection.
 */
export async function createRedisBus(url: string): Promise<EventBus> {
  const pub = new Redis(url, options);
  // the subscriber subscribes itself on each connection: a subscription made before Redis answered
  // (or lost with it) would otherwise be missing
  const sub = new Redis(url, { ...options, autoResubscribe: false });
  let subscribed = false;
  // ioredis reports every failed attempt as an 'error' event; the retry is its own, readiness tells
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  sub.on('close', () => (subscribed = false));
  sub.on('ready', () => {
    sub.subscribe(TOPIC).then(
      () => (subscribed = true),
      () => sub.disconnect(true),
    );
  });
  const fanout = new LocalFanout();
  const connected = () => pub.status === 'ready' && subscribed;
  await new Promise<void>((resolve) => {
    const end = Date.now() + FIRST_CONNECTION_WAIT_MS;
    const check = () => (connected() || Date.now() >= end ? resolve() : setTimeout(check, 20).unref());
    check();
  });
  sub.on('message', (_topic: string, raw: string) => fanout.deliver(JSON.parse(raw) as BusEvent));
  return {
    // while Redis is away an event is lost, not an error of the change that published it (ADR 0044):
    // realtime events only tell pages to reload, and no message exists only on the bus (ADR 0144)
    publish: async (event) => {
      await pub.publish(TOPIC, JSON.stringify(event)).catch(() => undefined);
    },
    subscribe: (handler) => fanout.add(handler),
    connected,
    // the subscriber connection cannot PING outside its subscription: its status says it is connected
    ready: async () => subscribed && sub.status === 'ready' && (await pub.ping().catch(() => null)) === 'PONG',
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export type RedisClient = Redis;

/**
 * A Redis connection for other shared state than events (the gateway's rate limit): while Redis is
 * away its commands fail at once, and the caller decides (the rate limit lets the call through).
 */
export const createRedisClient = (url: string): RedisClient => {
  const client = new Redis(url, options);
  client.on('error', () => undefined);
  return client;
};
