import type { AppConfig } from '../config';
import type { EventBus } from './event-bus';
import { createMemoryBus } from './memory-bus';
import { createNatsBus } from './nats-bus';
import { createRedisBus } from './redis-bus';

export * from './event-bus';
export { startPersonMergeConsumer } from './person-merge-consumer';
export { createMemoryBus, createNatsBus, createRedisBus };
export { createRedisClient, type RedisClient } from './redis-bus';

export async function createBus(config: Pick<AppConfig, 'BUS' | 'REDIS_URL' | 'NATS_URL'>): Promise<EventBus> {
  if (config.BUS === 'redis') return createRedisBus(config.REDIS_URL);
  if (config.BUS === 'nats') return createNatsBus(config.NATS_URL);
  return createMemoryBus();
}
