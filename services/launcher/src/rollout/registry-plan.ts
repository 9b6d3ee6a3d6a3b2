import { z } from 'zod';
import type { RegistryFile, RegistryOverride } from '@app/contracts';

const override = z.object({
  canary: z.number().min(0).max(1).optional(),
  pools: z.array(z.string().min(1)).min(1).optional(),
  version: z.string().min(1),
  manifest: z.string().min(1),
});

/** The registry as the gateway reads it (docs/adr/0003); the rollout refuses to touch one that is not. */
export const registryFileSchema = z.object({
  modules: z.record(
    z.string(),
    z.object({ name: z.string().min(1), version: z.string().min(1), manifest: z.string().min(1), overrides: z.array(override).optional() }),
  ),
});

/** A version as a folder name: no path separators or dots alone, so a manifest path stays inside its module. */
export const versionSchema = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'a version like 1.2.0 or 1.2.0-rc.1');

/** Where a module's build of a version is served by default (scripts/build-modules.mjs lays them out so). */
export const defaultManifest = (module: string, version: string) => `/modules/${module}/${version}/mf-manifest.json`;

export class RolloutRefused extends Error {
  override name = 'RolloutRefused';
}

function entryOf(registry: RegistryFile, module: string) {
  const entry = registry.modules[module];
  if (!entry) throw new RolloutRefused(`${module} is not in the registry (modules: ${Object.keys(registry.modules).join(', ')})`);
  return entry;
}

/** Pool pins come first and the canary last: the first matching override wins, so a pinned pool stays pinned. */
function ordered(overrides: RegistryOverride[]): RegistryOverride[] | undefined {
  const sorted = [...overrides.filter((o) => o.pools), ...overrides.filter((o) => !o.pools)];
  return sorted.length ? sorted : undefined;
}

function withOverrides(registry: RegistryFile, module: string, overrides: RegistryOverride[]): RegistryFile {
  const { overrides: _old, ...entry } = entryOf(registry, module);
  const next = ordered(overrides);
  return { ...registry, modules: { ...registry.modules, [module]: next ? { ...entry, overrides: next } : entry } };
}

/** Everyone gets `version` (a roll forward, or back); a canary of that very version has done its job and goes. */
export function setVersion(registry: RegistryFile, module: string, version: string, manifest: string): RegistryFile {
  const entry = entryOf(registry, module);
  const overrides = (entry.overrides ?? []).filter((o) => !(o.canary !== undefined && o.version === version));
  const next = withOverrides(registry, module, overrides);
  return { ...next, modules: { ...next.modules, [module]: { ...next.modules[module]!, version, manifest } } };
}

/** These pools get `version` whatever the default or the canary says; each pool has one pin at a time. */
export function pin(registry: RegistryFile, module: string, pools: string[], version: string, manifest: string): RegistryFile {
  const others = unpinned(entryOf(registry, module).overrides ?? [], pools);
  const same = others.find((o) => o.pools && o.version === version && o.manifest === manifest);
  const overrides = same
    ? others.map((o) => (o === same ? { ...o, pools: [...new Set([...o.pools!, ...pools])] } : o))
    : [...others, { pools, version, manifest }];
  return withOverrides(registry, module, overrides);
}

function unpinned(overrides: RegistryOverride[], pools: string[]): RegistryOverride[] {
  return overrides
    .map((o) => (o.pools ? { ...o, pools: o.pools.filter((p) => !pools.includes(p)) } : o))
    .filter((o) => !o.pools || o.pools.length > 0);
}

/** The pools follow the default (and the canary) again. */
export function unpin(registry: RegistryFile, module: string, pools: string[]): RegistryFile {
  return withOverrides(registry, module, unpinned(entryOf(registry, module).overrides ?? [], pools));
}

/** A share of users (by a stable hash of the username) gets `version`; one canary per module, share 0 ends it. */
export function canary(registry: RegistryFile, module: string, share: number, version: string, manifest: string): RegistryFile {
  const others = (entryOf(registry, module).overrides ?? []).filter((o) => o.canary === undefined);
  return withOverrides(registry, module, share > 0 ? [...others, { canary: share, version, manifest }] : others);
}

/** What users of a module get now, for the audit trail: the default and each override. */
export function describeEntry(registry: RegistryFile, module: string): string {
  const entry = entryOf(registry, module);
  const parts = (entry.overrides ?? []).map((o) =>
    o.pools ? `pools ${o.pools.join(',')}: ${o.version}` : `canary ${Math.round((o.canary ?? 0) * 1000) / 10}%: ${o.version}`,
  );
  return [entry.version, ...parts].join('; ');
}
