import { connect, StringCodec, type NatsConnection } from 'nats';
import { LocalFanout, type BusEvent, type EventBus } from './event-bus';
import { FIRST_CONNECTION_WAIT_MS } from './redis-bus';

const SUBJECT = 'app.events';
/** between two tries of the first connection while the broker is away */
const FIRST_CONNECT_RETRY_MS = 1_000;
/** longest a publish waits for the broker's acknowledgement before it counts as lost */
const FLUSH_TIMEOUT_MS = 2_000;

const within = <T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> =>
  new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(fallback)),
    );
  });

/**
 * NATS core pub/sub, the alternative broker for split deployments. Resolves once connected, or after
 * FIRST_CONNECTION_WAIT_MS while NATS is down: the first connection is then tried in the background
 * until it succeeds, and readiness says "not ready" until then and while the client reconnects. An event published without a connection
 * is lost, not an error of the change that published it (ADR 0044), and never holds the caller up.
 */
export async function createNatsBus(url: string): Promise<EventBus> {
  const codec = StringCodec();
  const fanout = new LocalFanout();
  let nc: NatsConnection | null = null;
  let connected = false;
  let closed = false;

  const attach = (conn: NatsConnection) => {
    nc = conn;
    connected = true;
    const subscription = conn.subscribe(SUBJECT);
    void (async () => {
      for await (const msg of subscription) fanout.deliver(JSON.parse(codec.decode(msg.data)) as BusEvent);
    })();
    void (async () => {
      for await (const status of conn.status()) {
        if (status.type === 'disconnect') connected = false;
        if (status.type === 'reconnect') connected = true;
      }
    })();
  };

  const firstConnection = (async () => {
    while (!closed) {
      try {
        // reconnect for as long as the broker is away: the default gives up after ten tries (about
        // 20 s) and leaves the process not ready for good, while its liveness keeps anything from restarting it
        const conn = await connect({ servers: url, maxReconnectAttempts: -1 });
        if (closed) return void (await conn.close());
        attach(conn);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, FIRST_CONNECT_RETRY_MS));
      }
    }
  })();

  await within(firstConnection, FIRST_CONNECTION_WAIT_MS, undefined);
  const live = () => (nc && connected && !nc.isClosed() ? nc : null);
  return {
    publish: async (event) => {
      const conn = live();
      if (!conn) return;
      conn.publish(SUBJECT, codec.encode(JSON.stringify(event)));
      await within(conn.flush(), FLUSH_TIMEOUT_MS, undefined);
    },
    subscribe: (handler) => fanout.add(handler),
    connected: () => live() !== null,
    ready: async () => {
      const conn = live();
      return (
        !!conn &&
        (await within(
          conn.flush().then(() => true),
          FLUSH_TIMEOUT_MS,
          false,
        ))
      );
    },
    close: async () => {
      closed = true;
      await firstConnection;
      const conn = nc as NatsConnection | null;
      if (conn && !conn.isClosed()) await conn.drain();
    },
  };
}
