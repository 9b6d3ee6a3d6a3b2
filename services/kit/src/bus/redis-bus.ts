import { Redis } from 'ioredis';
import { LocalFanout, type BusEvent, type EventBus } from './event-bus';

const TOPIC = 'app.events';

/** Redis pub/sub: every gateway replica receives every event and delivers it to its own clients. */
export async function createRedisBus(url: string): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const fanout = new LocalFanout();
  sub.on('message', (_topic: string, raw: string) => fanout.deliver(JSON.parse(raw) as BusEvent));
  await sub.subscribe(TOPIC);
  return {
    publish: async (event) => {
      await pub.publish(TOPIC, JSON.stringify(event));
    },
    subscribe: (handler) => fanout.add(handler),
    // the subscriber connection cannot PING outside its subscription: its status says it is connected
    ready: async () => sub.status === 'ready' && (await pub.ping().catch(() => null)) === 'PONG',
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
  };
}

export type RedisClient = Redis;

/** A Redis connection for other shared state than events (the gateway's rate limit). */
export const createRedisClient = (url: string): RedisClient => new Redis(url, { maxRetriesPerRequest: 3 });
