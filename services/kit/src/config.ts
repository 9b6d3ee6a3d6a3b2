import path from 'node:path';
import { z } from 'zod';

/** Process configuration, read once from the environment and validated at start-up. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** a postgres:// URL points at a server; unset means the embedded PGlite in DATA_DIR */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data/pglite')),
  /** signs access tokens; generated and kept in DATA_DIR when unset on the embedded default */
  JWT_SECRET: z.string().min(32).optional(),
  APP_VERSION: z.string().default('v2025.10.5'),
  /** memory (one process), redis or nats (several processes, several gateway replicas) */
  BUS: z.enum(['memory', 'redis', 'nats']).default('memory'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['0', '1']).default('1'),
  STATIC_DIR: z.string().default(path.resolve(process.cwd(), 'dist')),
  REGISTRY_FILE: z.string().default(path.resolve(process.cwd(), 'deploy/registry.json')),
  /** service name -> base URL, for a gateway running without the services in its process */
  SERVICE_URLS: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** smtp:// or smtps:// URL of the mail relay; unset keeps mail in the outbox (readable in the app) */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Invalpool <no-reply@invalpool.nl>'),
  /** how often the outbox sender looks for due mail */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
  /** the address users open links in mail with (reset, two-factor, account invitation) */
  PUBLIC_URL: z.string().default('http://127.0.0.1:8080'),
  /** single sign-on providers to add or update at start, a JSON list (README 'Single sign-on') */
  SSO_PROVIDERS: z.string().optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
