import { z } from 'zod';
import { LOCALES } from './envelope';
import type { PublishedRoute } from './routes';

/**
 * The module registry: which build of each remote the shell loads. Served by the gateway at
 * GET /api/modules from deploy/registry.json, read again on every call so that editing the file
 * rolls one module forward or back on the next page load.
 */
export interface RegistryBuild {
  /** the remote's Module Federation name, e.g. mfe_dashboard */
  name: string;
  version: string;
  /** URL of the build's mf-manifest.json */
  manifest: string;
}

export interface RegistryOverride {
  /** a share of users (0..1, by a stable hash of the username) or a list of pool urls */
  canary?: number;
  pools?: string[];
  version: string;
  manifest: string;
}

export interface RegistryFile {
  modules: Record<string, RegistryBuild & { overrides?: RegistryOverride[] }>;
}

/** The shared packages whose major version a module and the page it is loaded into must agree on. */
export const VERSIONED_SHARED = ['@app/platform', '@app/ui'] as const;
export type VersionedShared = (typeof VERSIONED_SHARED)[number];

/**
 * What a module's build writes beside its mf-manifest.json (MODULE_DESCRIPTOR_FILE): its routes
 * with their titles in every language, and the versions of the shared packages it was built against.
 */
export interface ModuleDescriptor {
  name: string;
  version: string;
  shared: Record<VersionedShared, string>;
  routes: PublishedRoute[];
}

export const MODULE_DESCRIPTOR_FILE = 'module.json';

/**
 * What the shell's build writes beside its index.html (SHELL_DESCRIPTOR_FILE): the versions of the
 * shared packages the page runs, which a module must match in their majors (ADR 0022). The rollout
 * command reads it from the live shell before it lets a module in.
 */
export interface ShellDescriptor {
  name: string;
  version: string;
  shared: Record<VersionedShared, string>;
}

export const SHELL_DESCRIPTOR_FILE = 'shell.json';

const localized = z.object(Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>);

export const shellDescriptorSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  shared: z.object({ '@app/platform': z.string(), '@app/ui': z.string() }),
});

/** Checks a descriptor read from disk or over HTTP: a malformed one gives its module no routes. */
export const moduleDescriptorSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  shared: z.object({ '@app/platform': z.string(), '@app/ui': z.string() }),
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      title: localized,
      anyOf: z.array(z.string()),
      public: z.boolean().optional(),
      create: z.boolean().optional(),
      data: z.string().startsWith('/').optional(),
    }),
  ),
});

/** One module in the registry answer: the build in force for this user, its routes and what it was built against. */
export interface RegistryEntry extends RegistryBuild {
  /** empty when the build's descriptor could not be read: the module then owns no path */
  routes: PublishedRoute[];
  shared: Partial<Record<VersionedShared, string>>;
}

export interface ModulesResponse {
  modules: RegistryEntry[];
}

export interface VersionConflict {
  name: VersionedShared;
  /** the version the module was built against */
  built: string;
  /** the version the page runs */
  running: string;
}

const major = (version: string): string => version.split('.')[0] ?? version;

/**
 * The shared packages whose major version differs between a module's build and the page (a major
 * changes what a module may rely on; minors only add). Versions the module does not state are not
 * compared.
 */
export function versionConflicts(
  built: Partial<Record<VersionedShared, string>>,
  running: Record<VersionedShared, string>,
): VersionConflict[] {
  return VERSIONED_SHARED.flatMap((name) => {
    const version = built[name];
    return version && major(version) !== major(running[name]) ? [{ name, built: version, running: running[name] }] : [];
  });
}
