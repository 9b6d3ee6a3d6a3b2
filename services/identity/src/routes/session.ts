import { z } from 'zod';
import { Messages, PublicRoutes, supportTextFor } from '@app/contracts';
import { authOf, notFound, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { buildMenu } from '../domain/menu';
import { currentProfile } from '../flows/current-profile';
import { toProfileChoice } from '../flows/login';
import { poolSettings, type Pool } from '../flows/pool-settings';

export const currentPoolQuery = z.object({ include: z.string().max(100).optional() });
export const poolUrlParams = z.object({ value: z.string().trim().min(1).max(200) });

const missing = (id: string | number) => notFound(Messages.notFound.replace('{{id}}', String(id)));

const poolView = (p: Pool) => ({
  id: p.id,
  name: p.name,
  url: p.url,
  logo: p.logo,
  custom_messages: p.customMessages,
  whitelabel_url: p.whitelabelUrl,
  modules: p.modules,
  enable_sms: p.enableSms,
  start_date: p.startDate,
  end_date: p.endDate,
});

export const sessionRoutes = {
  currentProfile: { method: 'get', path: '/auth/current-profile', summary: 'The profile of the token', access: 'token' },
  currentPool: { method: 'get', path: '/auth/current-pool', summary: 'The pool of the token', access: 'token', query: currentPoolQuery },
  poolByUrl: { ...PublicRoutes.poolByUrl, summary: "A pool's public login page settings by its url", params: poolUrlParams },
  menu: { method: 'get', path: '/menu', summary: 'The menu of the profile', access: [] },
} satisfies Record<string, ApiRoute>;

/** The signed-in session: its profile, its pool, its menu; and a pool's public overrides. */
export function mountSessionRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(sessionRoutes.currentProfile, async (ctx) => {
    const token = authOf(ctx);
    const profile = await currentProfile(deps, token);
    if (!profile) throw missing(token.profile_id);
    ok(ctx, toProfileChoice(profile));
  });

  mount(sessionRoutes.currentPool, async (ctx) => {
    const token = authOf(ctx);
    const { include } = validate(currentPoolQuery, ctx.query);
    const pool = await poolSettings(deps, { id: token.pool_id });
    if (!pool) throw missing(token.pool_id);
    const withInfo = (include ?? '')
      .split(',')
      .map((s) => s.trim())
      .includes('info');
    // the support text of the caller's audience where the pool wrote one (ADR 0265)
    const support = supportTextFor(token, pool.support, pool.supportTexts);
    ok(ctx, { ...poolView(pool), ...(withInfo ? { info: { support } } : {}) });
  });

  mount(sessionRoutes.poolByUrl, async (ctx) => {
    const { value } = validate(poolUrlParams, ctx.params);
    const pool = await poolSettings(deps, { url: value });
    if (!pool) throw missing(value);
    ok(ctx, { name: pool.name, url: pool.url, logo: pool.logo, custom_messages: pool.customMessages });
  });

  mount(sessionRoutes.menu, (ctx) => {
    ok(ctx, buildMenu(authOf(ctx)));
  });
}
