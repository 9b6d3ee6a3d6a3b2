import { connect, StringCodec } from 'nats';
import { LocalFanout, type BusEvent, type EventBus } from './event-bus';

const SUBJECT = 'app.events';

/** NATS core pub/sub, the alternative broker for split deployments. */
export async function createNatsBus(url: string): Promise<EventBus> {
  const nc = await connect({ servers: url });
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
    close: async () => {
      await nc.drain();
    },
  };
}
