import { SERVICES, type ServiceName } from '@app/contracts';

export type Target = ServiceName | 'gateway';
export const TARGETS: Target[] = ['gateway', ...SERVICES];

/**
 * `--target=all` runs everything in one process (the embedded default); otherwise a comma list,
 * e.g. `--target=gateway` or `--target=identity,masterdata` (the Loki/Mimir target model).
 */
export function parseTargets(argv: string[]): Set<Target> {
  const arg = argv.find((a) => a.startsWith('--target='));
  const value = arg ? arg.slice('--target='.length) : 'all';
  if (value === 'all') return new Set(TARGETS);
  const chosen = value.split(',').map((s) => s.trim());
  const unknown = chosen.filter((t) => !TARGETS.includes(t as Target));
  if (unknown.length || chosen.length === 0) {
    throw new Error(`Unknown target(s) ${unknown.join(', ')}; use all or any of ${TARGETS.join(', ')}`);
  }
  return new Set(chosen as Target[]);
}
