import { MENU_ENTRIES, matchRoute, PROFILE_ITEMS, rankRoutes, type ModuleRoute } from '@app/contracts';
import { untranslatedKeys, type Texts } from '@app/i18n';
import { textProblems } from '@app/i18n/testing';
import type { ModulePages } from '../module-routes/module-routes';

export interface ModuleUnderTest {
  name: string;
  routes: readonly ModuleRoute[];
  pages: ModulePages;
  texts: Texts;
  /** the module's src folder, whose code is scanned for the text keys it uses */
  sourceDir: string;
}

/** The menu's targets (`/person`, `/person/me`) with the rights that show each item. */
const menuTargets = [...Object.entries(MENU_ENTRIES), ...Object.entries(PROFILE_ITEMS)].map(([key, entry]) => ({
  path: `/${key}`,
  anyOf: entry.anyOf,
}));

/**
 * The contract every module keeps with the shell and the server menu, one jest suite per module:
 * a page for each route, a title in nl and en for each, the texts its code uses in its own bundle (nl
 * and en with the same keys), and a guard that admits everyone the server menu shows an item to.
 */
export function describeModule({ name, routes, pages, texts, sourceDir }: ModuleUnderTest): void {
  describe(`module ${name}`, () => {
    it('has a page for every route and a route for every page', () => {
      expect(routes.length).toBeGreaterThan(0);
      expect(Object.keys(pages).sort()).toEqual(routes.map((r) => r.path).sort());
    });

    it('declares each path pattern once', () => {
      const paths = routes.map((r) => r.path);
      expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    });

    it('titles every route in nl and en from its own texts', () => {
      expect(
        untranslatedKeys(
          routes.map((r) => r.title),
          texts,
        ),
      ).toEqual([]);
    });

    it('has every text key its code uses in its own nl and en texts, and the same keys in both', () => {
      expect(textProblems(sourceDir, texts)).toEqual([]);
    });

    it('admits on each menu target it owns everyone the server menu shows the item to', () => {
      const ranked = rankRoutes(routes);
      const refused = menuTargets.flatMap(({ path, anyOf }) => {
        const owner = matchRoute(path, ranked)?.route;
        if (!owner || owner.anyOf.length === 0) return [];
        return anyOf.filter((right) => !owner.anyOf.includes(right)).map((right) => `${path}: ${right}`);
      });
      expect(refused).toEqual([]);
    });
  });
}
