import os from 'node:os';
import type { RegistryFile } from '@app/contracts';
import { previousVersion, readAudit, type AuditEntry } from './audit-trail';
import { checkBuild, type BuildSource } from './build-check';
import { canary, defaultManifest, describeEntry, pin, RolloutRefused, setVersion, unpin, versionSchema } from './registry-plan';
import { editRegistry } from './registry-store';

export type RolloutAction =
  | { kind: 'set'; module: string; version: string }
  | { kind: 'rollback'; module: string; to?: string }
  | { kind: 'pin'; module: string; version: string; pools: string[] }
  | { kind: 'unpin'; module: string; pools: string[] }
  | { kind: 'canary'; module: string; version: string; share: number };

export interface RolloutOptions {
  registryFile: string;
  source: BuildSource;
  /** who acts (the audit trail's `actor`): `--actor`, else the operator's login on this host */
  actor?: string;
  reason?: string;
  /** a manifest elsewhere than `/modules/<module>/<version>/mf-manifest.json` (a CDN) */
  manifest?: string;
}

export const defaultActor = () => `${os.userInfo().username}@${os.hostname()}`;

function version(value: string): string {
  const parsed = versionSchema.safeParse(value);
  if (!parsed.success) throw new RolloutRefused(`"${value}" is not a version (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/**
 * Carries out one rollout action on the registry: checks the build it points at (unreachable
 * manifest or descriptor, another major of the shared packages than the live shell: refused), then
 * changes the registry atomically and records who, when, from and to. Users get the change on their
 * next page load.
 */
export async function rollout(action: RolloutAction, options: RolloutOptions): Promise<AuditEntry> {
  return editRegistry(options.registryFile, async (registry) => {
    // read under the lock: the version to go back to is the one before the change now in force
    const trail = action.kind === 'rollback' && !action.to ? await readAudit(options.registryFile) : [];
    const before = registry.modules[action.module];
    if (!before) throw new RolloutRefused(`${action.module} is not in the registry (modules: ${Object.keys(registry.modules).join(', ')})`);
    const target =
      action.kind === 'unpin'
        ? null
        : action.kind === 'rollback'
          ? version(action.to ?? previousVersion(trail, action.module) ?? refuseRollback(action.module, before.version))
          : action.kind === 'canary' && action.share === 0
            ? null
            : version(action.version);
    const manifest = target ? (options.manifest ?? defaultManifest(action.module, target)) : '';
    if (target) await checkBuild(action.module, target, manifest, options.source);
    const next = apply(registry, action, target ?? '', manifest);
    const after = next.modules[action.module]!;
    return {
      registry: next,
      audit: {
        at: new Date().toISOString(),
        actor: options.actor || defaultActor(),
        action: action.kind,
        module: action.module,
        from: before.version,
        to: after.version,
        before: describeEntry(registry, action.module),
        after: describeEntry(next, action.module),
        ...('pools' in action ? { pools: action.pools } : {}),
        ...(action.kind === 'canary' ? { share: action.share } : {}),
        ...(options.reason ? { reason: options.reason } : {}),
      },
    };
  });
}

function refuseRollback(module: string, current: string): never {
  throw new RolloutRefused(`the audit trail has no version of ${module} before ${current}: name one with --to`);
}

function apply(registry: RegistryFile, action: RolloutAction, target: string, manifest: string): RegistryFile {
  switch (action.kind) {
    case 'set':
    case 'rollback':
      return setVersion(registry, action.module, target, manifest);
    case 'pin':
      return pin(registry, action.module, action.pools, target, manifest);
    case 'unpin':
      return unpin(registry, action.module, action.pools);
    case 'canary':
      return canary(registry, action.module, action.share, target, manifest);
  }
}
