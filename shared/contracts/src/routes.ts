import type { Locale } from './envelope';

/**
 * A route as a module declares it in its own package (`src/routes.ts`). The shell knows no module's
 * routes at build time: each module's build publishes them (with the title in every language) and
 * GET /api/modules carries them (ADR 0021).
 */
export interface ModuleRoute {
  /** path pattern in the style of path-to-regexp: `/request/:id?/:tab?` */
  path: string;
  /** key of the page title in the module's own texts */
  title: string;
  /** any one of these rights opens the route; empty means any signed-in profile */
  anyOf: readonly string[];
  /** opened without a login (PLT-GUARD-01) */
  public?: boolean;
  /** shows 'create new' in the tab title (PLT-TITLE-01) */
  create?: boolean;
  /**
   * A public route's data: the public GET call (its path below /api, with the route's parameters,
   * `/invitation/token/:token`) whose answer the gateway puts in the page it serves for a browser's
   * visit (ADR 0289), so the page shows its content without a call of its own first.
   */
  data?: string;
}

/** A route as a module's build publishes it: the title resolved to every language. */
export interface PublishedRoute extends Omit<ModuleRoute, 'title'> {
  title: Record<Locale, string>;
}

/** A route the shell routes to: a published route and the remote that owns it. */
export interface RouteDef extends PublishedRoute {
  remote: string;
}

/** Shell-owned public routes (PLT-GUARD-01). */
export const SHELL_PUBLIC_PATHS = ['/login', '/logout', '/switching-pool'];

/** Paths an unauthenticated user is sent to login from without a redirect query (PLT-GUARD-03). */
export const NO_REDIRECT_PATHS = ['/', '/dashboard', '/login', '/logout'];

/** Turns `/request/:id?/:tab?` into a RegExp and the names of its parameters. */
export function compileRoute(path: string): { re: RegExp; keys: string[] } {
  const keys: string[] = [];
  const pattern = path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const m = /^:(\w+)(\?)?$/.exec(seg);
      if (!m) return `/${seg.replace(/[.*+^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(m[1] as string);
      return m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { re: new RegExp(`^${pattern || '/'}/?$`), keys };
}

/** The first route whose pattern matches, with its parameters; rank the routes first (rankRoutes). */
export function matchRoute<R extends { path: string }>(
  pathname: string,
  routes: readonly R[],
): { route: R; params: Record<string, string> } | null {
  for (const route of routes) {
    const { re, keys } = compileRoute(route.path);
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[k] = decodeURIComponent(v);
    });
    return { route, params };
  }
  return null;
}

/** 0 for a fixed segment, 1 for a parameter, 2 for an optional one: lower is more specific. */
const segmentRank = (segment: string): number => (!segment.startsWith(':') ? 0 : segment.endsWith('?') ? 2 : 1);

/** Compares two patterns segment by segment: a fixed segment beats a parameter at the same place. */
export function compareSpecificity(a: string, b: string): number {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    // a pattern that ends here is more specific than one that goes on
    if (left[i] === undefined || right[i] === undefined) return left.length - right.length;
    const diff = segmentRank(left[i]!) - segmentRank(right[i]!);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The routes of every module in the order the shell tries them: more specific patterns first
 * (`/account/invite/:token` of one module before `/account/:id?/:tab?` of another), whatever the
 * order the modules were listed in; equal patterns keep that order.
 */
export function rankRoutes<R extends { path: string }>(routes: readonly R[]): R[] {
  return [...routes].sort((a, b) => compareSpecificity(a.path, b.path));
}
