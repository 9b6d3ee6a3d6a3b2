import path from 'node:path';
import { z } from 'zod';

/** Process configuration, read once from the environment and validated at start-up. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** a postgres:// URL points at a server; unset means the embedded PGlite in DATA_DIR */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data/pglite')),
  /** the services log in as `<prefix>_<service>` (not superuser, no BYPASSRLS, owning nothing); DATABASE_URL is the owner */
  DATABASE_ROLE_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,40}$/)
    .default('invalpool'),
  /** the runtime roles' password on a server that asks one (set when the roles are created or migrated) */
  DATABASE_APP_PASSWORD: z.string().optional(),
  /** '0' sends every statement unnamed, for a PgBouncer that cannot keep named statements (ADR 0248) */
  DATABASE_NAMED_STATEMENTS: z.enum(['0', '1']).default('1'),
  /** signs access tokens; generated and kept in DATA_DIR when unset on the embedded default */
  JWT_SECRET: z.string().min(32).optional(),
  APP_VERSION: z.string().default('v2025.10.5'),
  /** memory (one process), redis or nats (several processes, several gateway replicas) */
  BUS: z.enum(['memory', 'redis', 'nats']).default('memory'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** '1' loads the demo data (and its known password); unset loads it only on the embedded default, never against DATABASE_URL */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  STATIC_DIR: z.string().default(path.resolve(process.cwd(), 'dist')),
  REGISTRY_FILE: z.string().default(path.resolve(process.cwd(), 'deploy/registry.json')),
  /** service name -> base URL, for a gateway running without the services in its process */
  SERVICE_URLS: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * how many worker processes serve the port (docs/adr/0209): a number, or 'auto' for one per core
   * where workers can share the data (DATABASE_URL and BUS=redis), else 1
   */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  /**
   * proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (addresses, CIDR ranges or
   * 'loopback', comma-separated); default none: the socket's peer is the client
   */
  TRUSTED_PROXIES: z.string().default(''),
  /** smtp:// or smtps:// URL of the mail relay; unset delivers every mail as one .eml file into MAIL_DIR */
  SMTP_URL: z.string().optional(),
  /** where mail goes without SMTP_URL; unset: `mail` beside the embedded data folder (`.data/mail`) */
  MAIL_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Invalpool <no-reply@invalpool.nl>'),
  /** the SMS provider's message endpoint (a MessageBird-shaped JSON API); unset writes each text message as a file into SMS_DIR */
  SMS_PROVIDER_URL: z.string().url().optional(),
  /** the provider's API key, sent as `Authorization: AccessKey <key>` */
  SMS_API_KEY: z.string().optional(),
  /** the sender name text messages show (at most 11 characters) */
  SMS_FROM: z.string().max(11).default('Invalpool'),
  /** where text messages go without SMS_PROVIDER_URL; unset: `sms` beside the embedded data folder (`.data/sms`) */
  SMS_DIR: z.string().optional(),
  /** the Web Push (VAPID) key pair, base64url; unset: generated once and kept beside the embedded data folder */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** who push services may contact about our messages (a mailto: or https: URL) */
  VAPID_SUBJECT: z.string().default('mailto:no-reply@invalpool.nl'),
  /** how often the outbox sender looks for due mail */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
  /** how often each service's outbox relay hands due messages to notify */
  OUTBOX_RELAY_MS: z.coerce.number().int().positive().default(500),
  /**
   * seals the secrets of messages (links with a token, codes) in the outboxes and on the bus, the
   * same in every process; generated into the data folder's parent when unset on the embedded default
   */
  OUTBOX_SECRET_KEY: z.string().min(32).optional(),
  /** the OUTBOX_SECRET_KEY rotated out: messages and offers sealed before still open with it (ADR 0374) */
  OUTBOX_SECRET_KEY_PREVIOUS: z.string().min(32).optional(),
  /** the address users open links in mail with (reset, two-factor, account invitation) */
  PUBLIC_URL: z.string().default('http://127.0.0.1:8080'),
  /** encrypts SSO client secrets at rest; generated into the data folder's parent when unset on the embedded default */
  SSO_SECRET_KEY: z.string().min(32).optional(),
  /** the SSO_SECRET_KEY rotated out: client secrets stored before still open with it (ADR 0374) */
  SSO_SECRET_KEY_PREVIOUS: z.string().min(32).optional(),
  /** single sign-on providers to add or update at start, a JSON list (README 'Single sign-on') */
  SSO_PROVIDERS: z.string().optional(),
  /**
   * the port Prometheus scrapes /metrics on, apart from the public port so that the public cannot
   * read it (bound to HOST); unset: no metrics endpoint
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** where pages send their error reports; unset: the gateway's own POST /api/client-errors, which logs them */
  CLIENT_ERROR_URL: z.string().url().optional(),
  /** the payroll system's endpoint for absence notifications (staffing, docs/requests.md); unset: none is configured */
  PAYROLL_URL: z.string().url().optional(),
  /**
   * where master data geocodes addresses (a PDOK Locatieserver `free` endpoint): 'pdok' is PDOK's public
   * endpoint, 'off' (the default, so the embedded product and CI never call the internet) leaves coordinates empty
   */
  GEOCODER_URL: z.union([z.literal('off'), z.literal('pdok'), z.string().url()]).default('off'),
  /** the bearer token staffing sends to PAYROLL_URL */
  PAYROLL_TOKEN: z.string().optional(),
  /** the week proposal's HiGHS time limit in seconds (docs/planning-proposal.md); past it the best proposal found stands */
  PROPOSAL_TIME_LIMIT_S: z.coerce.number().positive().max(600).default(10),
});

export type AppConfig = z.infer<typeof configSchema>;

/** The folder mail is delivered to without an SMTP server. */
export const mailDirOf = (config: Pick<AppConfig, 'MAIL_DIR' | 'DATA_DIR'>): string =>
  config.MAIL_DIR ?? path.join(path.dirname(config.DATA_DIR), 'mail');

/**
 * Whether to load the demo data, whose accounts share a published password: on the embedded
 * default unless DEMO_DATA=0, against a PostgreSQL server only with DEMO_DATA=1.
 */
export const loadsDemoData = (config: Pick<AppConfig, 'DEMO_DATA' | 'DATABASE_URL'>): boolean =>
  config.DEMO_DATA === '1' || (config.DEMO_DATA === undefined && !config.DATABASE_URL);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
