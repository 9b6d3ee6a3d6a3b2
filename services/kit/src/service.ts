import type Koa from 'koa';
import type { ServiceName } from '@app/contracts';
import type { ServiceApi } from './api/api-route';
import type { EventBus } from './bus';
import type { Clock } from './clock';
import type { GaugeSpec } from './http/metrics';
import type { AppConfig } from './config';
import type { Database } from './db';
import type { TokenService } from './http/tokens';
import type { Log } from './log';
import type { OutboxTable } from './outbox/outbox-table';

export type SeedStage = 'tenants' | 'data' | 'access';
export const SEED_STAGES: SeedStage[] = ['tenants', 'data', 'access'];

/** What a service receives; tests hand in their own (a test database, a fixed clock). */
export interface ServiceDeps {
  db: Database;
  bus: EventBus;
  clock: Clock;
  config: AppConfig;
  log: Log;
  tokens: TokenService;
}

/** A service as the launcher sees it: migrations, the HTTP app, demo data, background jobs. */
export interface ServiceModule {
  name: ServiceName;
  /** this service's own schema and its drizzle-kit migrations folder */
  migrations?: { schema: string; migrationsFolder: string };
  /** services whose schema (views) this one reads, migrated first */
  dependsOn?: ServiceName[];
  createApp(deps: ServiceDeps): Koa;
  /** every route createApp mounts, as the published API shows it (GET /api/openapi.json) */
  api: ServiceApi;
  /**
   * Idempotent demo data for the embedded default, in three stages run across all services in
   * order: 'tenants' (identity: pools), 'data' (masterdata and the rest: branches, persons...),
   * 'access' (identity: roles, accounts, profiles that point at persons).
   */
  seedDemo?(deps: ServiceDeps, stage: SeedStage): Promise<void>;
  /** the service's transactional outbox of mail, text and push messages: the launcher runs its relay (ADR 0144) */
  outbox?: OutboxTable;
  /** starts scheduled work; returns a stop function, which may resolve once the work in flight has ended */
  startJobs?(deps: ServiceDeps): () => void | Promise<void>;
  /** gauges of the service's own work read at every scrape (notify: the outbox backlog and its lag) */
  gauges?(deps: ServiceDeps): GaugeSpec[];
}
