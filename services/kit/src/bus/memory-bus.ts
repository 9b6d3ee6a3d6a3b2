import { LocalFanout, type BusEvent, type EventBus } from './event-bus';

/** The embedded default: every service and the gateway live in one process. */
export function createMemoryBus(): EventBus {
  const fanout = new LocalFanout();
  return {
    publish: async (event: BusEvent) => fanout.deliver(event),
    subscribe: (handler) => fanout.add(handler),
    connected: () => true,
    ready: async () => true,
    close: async () => undefined,
  };
}
