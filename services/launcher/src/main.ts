import cluster from 'node:cluster';
import { createLog, loadConfig, loadsDemoData } from '@app/service-kit';
import { DEMO_PASSWORD } from '@app/identity';
import { survivesStrayErrors } from './process-guard';
import { run, type Running } from './run';
import { urlOf } from './serve-port';
import { parseTargets } from './targets';
import { startWorkers, workerCount, workerMetrics } from './workers';

async function main() {
  const config = loadConfig();
  const targets = parseTargets(process.argv.slice(2));
  const log = createLog('launcher', config.LOG_LEVEL);
  if (cluster.isWorker) {
    const running = await run(config, targets, { part: 'worker' });
    survivesStrayErrors(log);
    stopOnSignals(running);
    // a worker whose primary is gone serves no longer
    process.once('disconnect', () => void stopAndExit(running));
    return;
  }
  const workers = workerCount(config);
  if (loadsDemoData(config))
    process.stdout.write(`Loading the demo data (accounts with the password ${DEMO_PASSWORD}; DEMO_DATA=0 turns it off)\n`);
  if (workers === 1) {
    const running = await run(config, targets);
    survivesStrayErrors(log);
    stopOnSignals(running);
    // The one line a newcomer looks for.
    process.stdout.write(`\nInvalpool is running at ${running.url}\n\n`);
    return;
  }
  const primary = await run(config, targets, { part: 'primary', workers: workerMetrics() });
  const group = await startWorkers(workers, log);
  survivesStrayErrors(log);
  stopOnSignals({ stop: () => group.stop().then(() => primary.stop()) });
  process.stdout.write(`\nInvalpool is running at ${urlOf(config.HOST, group.port)} (${workers} workers)\n\n`);
}

function stopOnSignals(running: Pick<Running, 'stop'>): void {
  const shutdown = () => void stopAndExit(running);
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

let stopped: Promise<void> | null = null;
/** Stops once, however many signals ask, and ends the process. */
function stopAndExit(running: Pick<Running, 'stop'>): Promise<void> {
  stopped ??= running.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
  return stopped;
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
