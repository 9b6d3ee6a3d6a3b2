import path from 'node:path';
import type Koa from 'koa';
import type { ServiceName } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, SEED_STAGES, startOutboxRelay, type ServiceModule } from '@app/service-kit';
import { createTestDeps, startTestServer, type TestDeps, type TestSeed, type TestServer } from '@app/service-kit/testing';
import { openMailbox, type Mailbox } from './mailbox';
import { withDependencies } from './service-catalogue';
import { startSmtpSink } from './smtp-sink';

export interface StartOptions {
  /** load the demo data of every seed stage, as `npm start` does (pools demo and noord, their records, accounts); default true */
  demo?: boolean;
  /** start notify too, its sender delivering to a real SMTP server that `mailbox` reads, and the services' outbox relays */
  mail?: boolean;
  /** where the fixed clock starts */
  start?: Date;
}

export interface StartedServices {
  /** the started services, each after the services it reads */
  services: ServiceModule[];
  /** the first named service's deps: its own database role; bus, clock and config are shared by all */
  deps: TestDeps;
  /** a started service's deps, with its own database role */
  depsOf(name: ServiceName): TestDeps;
  /** a started service's Koa app on its deps */
  app(name: ServiceName): Koa;
  /** serves a started service's app on a loopback port (closed with the rest) */
  serve(name: ServiceName): Promise<TestServer>;
  close(): Promise<void>;
}

/** Every source a demo seed may run: the services and the shared contracts (tests left out). */
const SEED_SOURCES = [path.resolve(__dirname, '../..'), path.resolve(__dirname, '../../../shared/contracts/src')];

/** The demo data of every seed stage, as the launcher loads it: each service on its own database role. */
const demoSeed = (services: ServiceModule[]): TestSeed => ({
  name: 'demo',
  sources: SEED_SOURCES,
  run: async (deps) => {
    for (const stage of SEED_STAGES) for (const s of services) await s.seedDemo?.({ ...deps, db: deps.db.forService(s.name) }, stage);
  },
});

/**
 * One database for a test file with the named services and their `dependsOn` chain migrated (and
 * their demo data seeded, stage by stage, as the launcher does): a service's tests get the services
 * it reads without importing them. With `mail`, notify delivers every enqueued mail to an SMTP
 * server and `mailbox` reads the delivered messages.
 */
export async function startServices(
  names: ServiceName[],
  options: StartOptions & { mail: true },
): Promise<StartedServices & { mailbox: Mailbox }>;
export async function startServices(names: ServiceName[], options?: StartOptions): Promise<StartedServices & { mailbox?: Mailbox }>;
export async function startServices(names: ServiceName[], options: StartOptions = {}): Promise<StartedServices & { mailbox?: Mailbox }> {
  const services = await withDependencies(options.mail ? [...names, 'notify'] : names);
  const base = await createTestDeps(services, options.start, (options.demo ?? true) ? demoSeed(services) : undefined);
  const depsOf = (name: ServiceName): TestDeps => {
    if (!services.some((s) => s.name === name))
      throw new Error(`${name} was not started (started: ${services.map((s) => s.name).join(', ')})`);
    return { ...base, db: base.db.forService(name) };
  };
  const app = (name: ServiceName) => {
    const deps = depsOf(name);
    return services.find((s) => s.name === name)!.createApp(deps);
  };

  const servers: TestServer[] = [];
  const stops: (() => void | Promise<void>)[] = [];
  let mailbox: (Mailbox & { close(): void; takeAll(): void }) | undefined;
  let closeSink = async (): Promise<void> => undefined;
  if (options.mail) {
    const sink = await startSmtpSink();
    closeSink = sink.close;
    const senders = services.filter((s) => s.outbox);
    const unrelayed = async () => {
      let count = 0;
      for (const s of senders)
        count += (
          await rowsOf<{ n: number }>(
            base.db.db,
            sql`select count(*)::int as n from ${sql.identifier(s.name)}.outbox where relayed_at is null and channel = 'mail'`,
          )
        )[0]!.n;
      return count;
    };
    mailbox = openMailbox(sink, base.bus, unrelayed);
    const notify = services.find((s) => s.name === 'notify')!;
    // one pooled connection: a new SMTP session per mail would cost each delivery about 100 ms
    const config = { ...base.config, SMTP_URL: `${sink.url}?pool=true`, OUTBOX_RELAY_MS: 20 };
    stops.push(mailbox.close, notify.startJobs!({ ...depsOf('notify'), config }));
    for (const s of senders) stops.push(startOutboxRelay({ ...depsOf(s.name), config }, s.name, s.outbox!));
    // the demo data's mail (its offers') goes out first: `next` reads only what the test causes
    await mailbox.settled();
    mailbox.takeAll();
  }

  return {
    services,
    deps: depsOf(names[0]!),
    depsOf,
    mailbox,
    app,
    serve: async (name) => {
      const server = await startTestServer(app(name));
      servers.push(server);
      return server;
    },
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
      await Promise.all(servers.map((s) => s.close()));
      await closeSink();
      await base.db.close();
    },
  };
}
