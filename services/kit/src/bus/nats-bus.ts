import { connect, StringCodec } from 'nats';
import { LocalFanout, type BusEvent, type EventBus } from './event-bus';

const SUBJECT = 'app.events';

/** NATS core pub/sub, the alternative broker for split deployments. */
export async function createNatsBus(url: string): Promise<EventBus> {
  // reconnect for as long as the broker is away: the default gives up after ten tries (about 20 s)
  // and leaves the process not ready for good, while its liveness keeps anything from restarting it
  const nc = await connect({ servers: url, maxReconnectAttempts: -1 });
  const codec = StringCodec();
  const fanout = new LocalFanout();
  const subscription = nc.subscribe(SUBJECT);
  void (async () => {
    for await (const msg of subscription) fanout.deliver(JSON.parse(codec.decode(msg.data)) as BusEvent);
  })();
  return {
    publish: async (event) => {
      nc.publish(SUBJECT, codec.encode(JSON.stringify(event)));
      await nc.flush();
    },
    subscribe: (handler) => fanout.add(handler),
    ready: async () =>
      !nc.isClosed() &&
      (await nc.flush().then(
        () => true,
        () => false,
      )),
    close: async () => {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
