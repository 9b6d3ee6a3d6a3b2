import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

/**
 * Parts MUI components import by relative path (TextField's `../Select/index.mjs`), each with the
 * lazy stand-in it becomes: a file of the build's own (`standIn`, from its folder) whose default
 * export is a `lazyStandIn` of the part (@app/ui/lazy-stand-in).
 */
export type LazyParts = { issuer: string; part: string; standIn: string }[];

/**
 * `config` with each of `parts`, imported by its `issuer` component, replaced by its stand-in: the
 * part leaves the page's first download and loads when the page first shows it (ADR 0288).
 */
export function withLazyParts(dir: string, parts: LazyParts) {
  const plugin = new rspack.NormalModuleReplacementPlugin(
    /^\.\.\/\w+\/index\.m?js$/,
    (resource: { request: string; contextInfo?: { issuer?: string } }) => {
      const part = /^\.\.\/(\w+)\//.exec(resource.request)?.[1];
      const issuer = /[\\/]@mui[\\/]material[\\/](\w+)[\\/]/.exec(resource.contextInfo?.issuer ?? '')?.[1];
      const found = parts.find((p) => p.part === part && p.issuer === issuer);
      if (found) resource.request = path.join(dir, found.standIn);
    },
  );
  return (config: Configuration): Configuration => ({ ...config, plugins: [...(config.plugins ?? []), plugin] });
}
