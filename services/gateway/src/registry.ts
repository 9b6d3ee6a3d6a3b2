import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { ModulesResponse, RegistryEntry, RegistryFile } from '@app/contracts';

export interface Audience {
  poolUrl: string | null;
  username: string | null;
}

/** A stable share in [0, 1) per user, so a canary user keeps the same build across reloads. */
export function canaryShare(username: string): number {
  return crypto.createHash('sha256').update(username).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** Picks, for each module, the first override that applies to this user, else the default build. */
export function resolveRegistry(file: RegistryFile, audience: Audience): ModulesResponse {
  const modules: RegistryEntry[] = Object.entries(file.modules).map(([name, entry]) => {
    const override = entry.overrides?.find(
      (o) =>
        (o.pools && audience.poolUrl !== null && o.pools.includes(audience.poolUrl)) ||
        (o.canary !== undefined && audience.username !== null && canaryShare(audience.username) < o.canary),
    );
    const chosen = override ?? entry;
    return { name: entry.name ?? name, version: chosen.version, manifest: chosen.manifest };
  });
  return { modules };
}

/**
 * Reads the registry file on every call: editing it rolls one module forward or back on the next
 * page load, without restarting or rebuilding anything.
 */
export async function readRegistry(file: string): Promise<RegistryFile> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as RegistryFile;
}
