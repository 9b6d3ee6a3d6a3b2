import { z } from 'zod';
import { sealSecret, ssoSecretKey, type ServiceDeps } from '@app/service-kit';
import { findPoolByUrl } from '../store/pools';
import { upsertProvider } from '../store/sso-providers';

/** One entry of SSO_PROVIDERS (README 'Single sign-on'). */
const configuredProviderSchema = z.object({
  pool: z.string().min(1),
  code: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  issuer: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  scopes: z.string().default('openid email profile'),
  logo_url: z.string().nullable().default(null),
  text: z.object({ en: z.string(), nl: z.string() }).default({ en: '', nl: '' }),
  enabled: z.boolean().default(true),
});
export type ConfiguredProvider = z.infer<typeof configuredProviderSchema>;

/** Parses SSO_PROVIDERS; a bad value stops the start with every problem listed. */
export function parseConfiguredProviders(value: string | undefined): ConfiguredProvider[] {
  if (!value?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('SSO_PROVIDERS: not valid JSON');
  }
  const parsed = z.array(configuredProviderSchema).safeParse(json);
  if (!parsed.success) throw new Error(`SSO_PROVIDERS: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Writes the configured providers into their pools' sso_providers rows (a missing pool is logged). */
export async function applyConfiguredProviders(deps: ServiceDeps, providers: ConfiguredProvider[]): Promise<void> {
  for (const p of providers) {
    const pool = await deps.db.withGlobal((tx) => findPoolByUrl(tx, p.pool));
    if (!pool) {
      deps.log.warn({ pool: p.pool, code: p.code }, 'SSO_PROVIDERS names a pool that does not exist');
      continue;
    }
    await deps.db.withPool(pool.id, (tx) =>
      upsertProvider(tx, {
        poolId: pool.id,
        code: p.code,
        issuerUrl: p.issuer,
        clientId: p.client_id,
        clientSecret: sealSecret(ssoSecretKey(deps.config), p.client_secret),
        scopes: p.scopes,
        logoUrl: p.logo_url,
        buttonText: p.text,
        enabled: p.enabled,
      }),
    );
  }
}
