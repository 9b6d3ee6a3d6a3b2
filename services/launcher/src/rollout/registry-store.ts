import fs from 'node:fs/promises';
import lockfile from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import type { RegistryFile } from '@app/contracts';
import { appendAudit, type AuditEntry } from './audit-trail';
import { registryFileSchema, RolloutRefused } from './registry-plan';

export async function readRegistryFile(file: string): Promise<RegistryFile> {
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new RolloutRefused(`the registry ${file} cannot be read`);
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RolloutRefused(`the registry ${file} is not JSON`);
  }
  const parsed = registryFileSchema.safeParse(raw);
  if (!parsed.success) throw new RolloutRefused(`the registry ${file} is malformed: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/**
 * One change of the registry, whole or not at all: under a lock beside the file (`<file>.lock`, a
 * folder made atomically; another operator's command waits its turn, a lock left by a crashed one is
 * taken over after 15 s), the registry is read, changed, written to a temporary file and renamed over
 * the old one (the gateway reads either the old or the new file, never half of one), and the change is
 * appended to the audit trail.
 */
export async function editRegistry(
  file: string,
  change: (registry: RegistryFile) => Promise<{ registry: RegistryFile; audit: AuditEntry }>,
): Promise<AuditEntry> {
  const release = await lockfile
    .lock(file, { stale: 15_000, retries: { retries: 200, factor: 1.2, minTimeout: 20, maxTimeout: 250, randomize: true } })
    .catch((error: unknown) => {
      throw new RolloutRefused(
        `the registry ${file} is locked by another change (${error instanceof Error ? error.message : String(error)})`,
      );
    });
  try {
    const { registry, audit } = await change(await readRegistryFile(file));
    await writeFileAtomic(file, `${JSON.stringify(registry, null, 2)}\n`, { fsync: true });
    await appendAudit(file, audit);
    return audit;
  } finally {
    await release();
  }
}
