import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  MODULE_DESCRIPTOR_FILE,
  moduleDescriptorSchema,
  type ModuleDescriptor,
  type ModulesResponse,
  type RegistryBuild,
  type RegistryEntry,
  type RegistryFile,
} from '@app/contracts';
import type { Log } from '@app/service-kit';

export interface Audience {
  poolUrl: string | null;
  username: string | null;
}

/** A stable share in [0, 1) per user, so a canary user keeps the same build across reloads. */
export function canaryShare(username: string): number {
  return crypto.createHash('sha256').update(username).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** Picks, for each module, the first override that applies to this user, else the default build. */
export function resolveRegistry(file: RegistryFile, audience: Audience): RegistryBuild[] {
  return Object.entries(file.modules).map(([name, entry]) => {
    const override = entry.overrides?.find(
      (o) =>
        (o.pools && audience.poolUrl !== null && o.pools.includes(audience.poolUrl)) ||
        (o.canary !== undefined && audience.username !== null && canaryShare(audience.username) < o.canary),
    );
    const chosen = override ?? entry;
    return { name: entry.name ?? name, version: chosen.version, manifest: chosen.manifest };
  });
}

/**
 * Reads the registry file on every call: editing it rolls one module forward or back on the next
 * page load, without restarting or rebuilding anything.
 */
export async function readRegistry(file: string): Promise<RegistryFile> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as RegistryFile;
}

export interface ModuleDescriptors {
  /** The descriptor beside a build's manifest, or null (logged) when it cannot be read or is malformed. */
  read(manifest: string): Promise<ModuleDescriptor | null>;
}

export interface DescriptorOptions {
  /** the folder the gateway serves `/modules/...` from (STATIC_DIR/modules) */
  modulesDir: string;
  log: Log;
  /** how long a descriptor fetched over HTTP is kept; versioned builds do not change, so this only bounds a stale copy */
  ttlMs?: number;
  timeoutMs?: number;
}

/**
 * The descriptors (module.json: routes and shared versions) of the builds the registry names: read
 * from disk for the gateway's own `/modules/...` builds (again when the file changes), fetched over
 * HTTP for a build at an absolute URL and kept for a while. A descriptor that cannot be read leaves
 * its module without routes: the shell then treats its paths as unknown rather than fail the page.
 */
export function moduleDescriptors({ modulesDir, log, ttlMs = 60_000, timeoutMs = 3_000 }: DescriptorOptions): ModuleDescriptors {
  const onDisk = new Map<string, { mtimeMs: number; descriptor: ModuleDescriptor | null }>();
  const overHttp = new Map<string, { until: number; descriptor: Promise<ModuleDescriptor | null> }>();

  const parse = (text: string, source: string): ModuleDescriptor | null => {
    const parsed = moduleDescriptorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    log.warn({ source, issues: parsed.error.issues.slice(0, 3) }, 'module descriptor is malformed: the module gets no routes');
    return null;
  };

  async function fromDisk(manifest: string): Promise<ModuleDescriptor | null> {
    const file = path.resolve(modulesDir, path.dirname(manifest.slice('/modules/'.length)), MODULE_DESCRIPTOR_FILE);
    if (!file.startsWith(path.resolve(modulesDir) + path.sep)) return null;
    try {
      const { mtimeMs } = await fs.stat(file);
      const cached = onDisk.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.descriptor;
      const descriptor = parse(await fs.readFile(file, 'utf8'), file);
      onDisk.set(file, { mtimeMs, descriptor });
      return descriptor;
    } catch (error) {
      log.warn({ file, error: String(error) }, 'module descriptor cannot be read: the module gets no routes');
      return null;
    }
  }

  async function fetchDescriptor(url: string): Promise<ModuleDescriptor | null> {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      return parse(await answer.text(), url);
    } catch (error) {
      log.warn({ url, error: String(error) }, 'module descriptor cannot be fetched: the module gets no routes');
      return null;
    }
  }

  function fromHttp(manifest: string): Promise<ModuleDescriptor | null> {
    const url = new URL(MODULE_DESCRIPTOR_FILE, manifest).href;
    const cached = overHttp.get(url);
    if (cached && cached.until > Date.now()) return cached.descriptor;
    const descriptor = fetchDescriptor(url);
    // a failure is asked again on the next page load, a success kept for ttlMs
    overHttp.set(url, { until: Date.now() + ttlMs, descriptor });
    void descriptor.then((d) => d ?? overHttp.delete(url));
    return descriptor;
  }

  return {
    read(manifest) {
      if (manifest.startsWith('/modules/')) return fromDisk(manifest);
      if (/^https?:\/\//.test(manifest)) return fromHttp(manifest);
      log.warn({ manifest }, 'module manifest is neither under /modules/ nor an absolute URL: the module gets no routes');
      return Promise.resolve(null);
    },
  };
}

/** The registry answer: each chosen build with the routes and shared versions of its descriptor. */
export async function describeModules(builds: RegistryBuild[], descriptors: ModuleDescriptors): Promise<ModulesResponse> {
  const modules: RegistryEntry[] = await Promise.all(
    builds.map(async (build) => {
      const descriptor = await descriptors.read(build.manifest);
      return { ...build, routes: descriptor?.routes ?? [], shared: descriptor?.shared ?? {} };
    }),
  );
  return { modules };
}
