/**
 * The module registry: which build of each remote the shell loads. Served by the gateway at
 * GET /api/modules from deploy/registry.json, read again on every call so that editing the file
 * rolls one module forward or back on the next page load.
 */
export interface RegistryEntry {
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
  modules: Record<string, RegistryEntry & { overrides?: RegistryOverride[] }>;
}

export interface ModulesResponse {
  modules: RegistryEntry[];
}
