import { createNatsBus } from './nats-bus';
import { createRedisBus } from './redis-bus';
import type { BusEvent, EventBus } from './event-bus';

/**
 * Two bus instances stand for two processes (a service and a gateway replica): an event published
 * on one reaches the other through the broker. Runs in CI against the machine's Redis and NATS
 * (`npm run test:brokers`); the embedded default needs neither.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

async function roundTrip(open: () => Promise<EventBus>) {
  const publisher = await open();
  const replica = await open();
  try {
    const event: BusEvent = {
      channel: 'pool/1/request/changed',
      event: 'pool/1/request/changed/changed',
      author: 'alice',
      payload: { id: 7 },
    };
    const received = new Promise<BusEvent>((resolve) => replica.subscribe(resolve));
    await new Promise((r) => setTimeout(r, 100));
    await publisher.publish(event);
    await expect(received).resolves.toEqual(event);
  } finally {
    await publisher.close();
    await replica.close();
  }
}

it('delivers an event from one process to another through Redis pub/sub', () => roundTrip(() => createRedisBus(REDIS_URL)));
it('delivers an event from one process to another through NATS', () => roundTrip(() => createNatsBus(NATS_URL)));

it.each([
  ['Redis', () => createRedisBus(REDIS_URL)],
  ['NATS', () => createNatsBus(NATS_URL)],
])('tells readiness whether %s answers', async (_name, open) => {
  const bus = await open();
  expect(await bus.ready()).toBe(true);
  await bus.close();
  expect(await bus.ready()).toBe(false);
});
