/**
 * The rollout command (`npm run rollout -- <command>`): rolls one module of the registry to a version,
 * pins a version for some pools, gives a canary share, rolls back, and shows the state and the audit
 * trail. deploy/README.md has the runbooks.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { auditFileOf, readAudit } from './audit-trail';
import { describeEntry, RolloutRefused } from './registry-plan';
import { readRegistryFile } from './registry-store';
import { rollout, type RolloutAction } from './rollout';

const USAGE = `usage: npm run rollout -- <command> [options]
  status [module]                          what each module's users get now
  history [module]                         the audit trail (who, when, from, to)
  set <module> <version>                   everyone gets this version (roll forward, or to any build)
  rollback <module> [--to <version>]       back to the version before the current one (or the one named)
  pin <module> <version> --pools a,b       these pools get this version whatever the default is
  unpin <module> --pools a,b               these pools follow the default again
  canary <module> <version> --share 0.1    this share of users (stable per username) gets this version; --share 0 ends it
options:
  --registry <file>     the registry (REGISTRY_FILE, default deploy/registry.json)
  --static-dir <dir>    the builds the gateway serves (STATIC_DIR, default dist)
  --base-url <url>      check the builds on the live site instead (e.g. https://invalpool.example.nl)
  --manifest <url>      the build's manifest when it is not /modules/<module>/<version>/mf-manifest.json
  --actor <name>        who acts, for the audit trail (default: login@host)
  --reason <text>       why, for the audit trail`;

class UsageError extends Error {}

const shareOf = (value: string | undefined): number => {
  const share = Number(value);
  if (value === undefined || !Number.isFinite(share) || share < 0 || share > 1) throw new UsageError('--share takes a number from 0 to 1');
  return share;
};

const poolsOf = (value: string | undefined): string[] => {
  const pools = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!pools.length) throw new UsageError('--pools takes pool urls, comma-separated');
  return pools;
};

function actionOf(command: string, args: string[], values: Record<string, string | undefined>): RolloutAction {
  const [module, version] = args;
  const need = (count: number) => {
    if (args.length !== count) throw new UsageError(`${command} takes ${count === 1 ? 'a module' : 'a module and a version'}`);
  };
  switch (command) {
    case 'set':
      need(2);
      return { kind: 'set', module: module!, version: version! };
    case 'rollback':
      need(1);
      return { kind: 'rollback', module: module!, to: values.to };
    case 'pin':
      need(2);
      return { kind: 'pin', module: module!, version: version!, pools: poolsOf(values.pools) };
    case 'unpin':
      need(1);
      return { kind: 'unpin', module: module!, pools: poolsOf(values.pools) };
    case 'canary': {
      const share = shareOf(values.share);
      need(share === 0 && args.length === 1 ? 1 : 2);
      return { kind: 'canary', module: module!, version: version ?? '', share };
    }
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: Object.fromEntries(
      ['registry', 'static-dir', 'base-url', 'manifest', 'actor', 'reason', 'to', 'pools', 'share'].map((o) => [
        o,
        { type: 'string' as const },
      ]),
    ),
  });
  const [command, ...args] = positionals;
  const registryFile = path.resolve(values.registry ?? process.env.REGISTRY_FILE ?? 'deploy/registry.json');
  try {
    if (!command) throw new UsageError('a command is needed');
    if (command === 'status') {
      const registry = await readRegistryFile(registryFile);
      for (const module of Object.keys(registry.modules).filter((m) => !args[0] || m === args[0]))
        console.log(`${module}: ${describeEntry(registry, module)}`);
      return 0;
    }
    if (command === 'history') {
      const trail = (await readAudit(registryFile)).filter((e) => !args[0] || e.module === args[0]);
      if (!trail.length) console.log(`no changes in ${auditFileOf(registryFile)}`);
      for (const e of trail)
        console.log(`${e.at} ${e.actor} ${e.action} ${e.module}: ${e.before} -> ${e.after}${e.reason ? ` (${e.reason})` : ''}`);
      return 0;
    }
    const done = await rollout(actionOf(command, args, values), {
      registryFile,
      source: { staticDir: path.resolve(values['static-dir'] ?? process.env.STATIC_DIR ?? 'dist'), baseUrl: values['base-url'] },
      actor: values.actor,
      reason: values.reason,
      manifest: values.manifest,
    });
    console.log(`${done.module}: ${done.before} -> ${done.after} (users get it on their next page load)`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    if (error instanceof RolloutRefused) {
      console.error(`refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module)
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
