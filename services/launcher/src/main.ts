import { createLog, loadConfig, loadsDemoData } from '@app/service-kit';
import { DEMO_PASSWORD } from '@app/identity';
import { survivesStrayErrors } from './process-guard';
import { run } from './run';
import { parseTargets } from './targets';

async function main() {
  const config = loadConfig();
  const targets = parseTargets(process.argv.slice(2));
  if (loadsDemoData(config))
    process.stdout.write(`Loading the demo data (accounts with the password ${DEMO_PASSWORD}; DEMO_DATA=0 turns it off)\n`);
  const running = await run(config, targets);
  survivesStrayErrors(createLog('launcher', config.LOG_LEVEL));
  // The one line a newcomer looks for.
  process.stdout.write(`\nInvalpool is running at ${running.url}\n\n`);
  const shutdown = () => {
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
