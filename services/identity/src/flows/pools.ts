import { DEFAULT_ROLES, Messages, type PoolInput, type PoolView, RoleMessages, type TokenPayload } from '@app/contracts';
import { forbidden, notFound, unprocessable, type ServiceDeps } from '@app/service-kit';
import { findPoolById, insertPool, listPools, updatePool, urlTaken, type Pool, type PoolWrite } from '../store/pools';
import { ensureRoles } from '../store/seed';

export const toPoolView = (p: Pool): PoolView => ({
  id: p.id,
  name: p.name,
  url: p.url,
  database_name: p.databaseName,
  logo: p.logo,
  start_date: p.startDate,
  end_date: p.endDate,
  whitelabel_url: p.whitelabelUrl,
  modules: p.modules,
  enable_sms: p.enableSms,
  custom_messages: p.customMessages,
  support: p.support,
  support_texts: p.supportTexts,
});

const toWrite = (input: PoolInput): PoolWrite => ({
  name: input.name,
  url: input.url,
  databaseName: input.database_name ?? `pool_${input.url.replace(/-/g, '_')}`,
  logo: input.logo,
  startDate: input.start_date,
  endDate: input.end_date,
  whitelabelUrl: input.whitelabel_url,
  modules: input.modules,
  enableSms: input.enable_sms,
  customMessages: input.custom_messages,
  support: input.support,
  supportTexts: input.support_texts,
});

/**
 * A sysadmin manages every pool; a pool administrator (PERMISSION_POOL_ALL) only the own one. The
 * pools table belongs to no pool: read and written as identity's role (withGlobal), the scope here.
 */
const ownPoolOnly = (auth: TokenPayload): number | null => (auth.is_sysadmin ? null : auth.pool_id);
const missing = (id: number) => notFound(Messages.notFound.replace('{{id}}', String(id)));

export const findPools = (deps: ServiceDeps, auth: TokenPayload): Promise<PoolView[]> =>
  deps.db.withGlobal(async (tx) => (await listPools(tx, ownPoolOnly(auth))).map(toPoolView));

export async function getPool(deps: ServiceDeps, auth: TokenPayload, id: number): Promise<PoolView> {
  const scope = ownPoolOnly(auth);
  const pool = scope === null || scope === id ? await deps.db.withGlobal((tx) => findPoolById(tx, id)) : null;
  if (!pool) throw missing(id);
  return toPoolView(pool);
}

const urlError = () => unprocessable({ url: [RoleMessages.codeTaken] });

/** A new pool (sysadmins only) gets the default roles at once. */
export async function createPool(deps: ServiceDeps, auth: TokenPayload, input: PoolInput): Promise<PoolView> {
  if (!auth.is_sysadmin) throw forbidden(Messages.notEnoughPermissions);
  const pool = await deps.db.withGlobal(async (tx) => {
    if (await urlTaken(tx, input.url)) throw urlError();
    return insertPool(tx, toWrite(input));
  });
  await deps.db.withPool(pool.id, (tx) => ensureRoles(tx, pool.id, DEFAULT_ROLES));
  return toPoolView(pool);
}

export async function changePool(deps: ServiceDeps, auth: TokenPayload, id: number, input: PoolInput): Promise<PoolView> {
  await getPool(deps, auth, id);
  return deps.db.withGlobal(async (tx) => {
    if (await urlTaken(tx, input.url, id)) throw urlError();
    return toPoolView(await updatePool(tx, id, toWrite(input)));
  });
}
