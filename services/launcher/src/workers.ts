import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import { metricsJson, type AppConfig, type Log } from '@app/service-kit';

type MetricsData = Awaited<ReturnType<typeof metricsJson>>;
const METRICS_ASK = 'invalpool:metrics';
const METRICS_WAIT_MS = 2_000;
const RESTART_DELAY_MS = 1_000;
const STOP_WAIT_MS = 30_000;

/**
 * How many worker processes serve the port (ADR 0209). Workers share the data only through a
 * PostgreSQL server (the embedded PGlite belongs to one process) and share the events and the rate
 * limits only through Redis, so 'auto' is one per core where both are there, else 1.
 */
export function workerCount(config: Pick<AppConfig, 'WORKERS' | 'DATABASE_URL' | 'BUS'>, cores = usableCores()): number {
  const shared = Boolean(config.DATABASE_URL) && config.BUS === 'redis';
  if (config.WORKERS === 'auto') return shared ? cores : 1;
  if (config.WORKERS > 1 && !shared)
    throw new Error(
      `WORKERS=${config.WORKERS} needs DATABASE_URL (the embedded database belongs to one process) and BUS=redis (the events and the rate limits cross the workers)`,
    );
  return config.WORKERS;
}

/**
 * The cores this process may use: the machine's, or fewer where a container's CPU limit (cgroup v2
 * `cpu.max`, quota and period) allows fewer, so a pod limited to two CPUs starts two workers.
 */
export function usableCores(cpuMax = readCpuMax()): number {
  const [quota, period] = (cpuMax ?? 'max').trim().split(' ');
  const limit = quota === 'max' ? Infinity : Math.ceil(Number(quota) / Number(period));
  return Math.max(1, Math.min(os.availableParallelism(), Number.isFinite(limit) ? limit : Infinity));
}

const readCpuMax = (): string | null => {
  try {
    return fs.readFileSync('/sys/fs/cgroup/cpu.max', 'utf8');
  } catch {
    return null;
  }
};

/** The primary's way to each worker's metrics, for the one metrics endpoint of the group. */
export interface WorkerMetrics {
  /** every live worker's metrics; a worker that does not answer within two seconds is left out */
  collect(): Promise<MetricsData[]>;
}

export function workerMetrics(): WorkerMetrics {
  let asked = 0;
  const askOne = (worker: Worker, id: number) =>
    new Promise<MetricsData | null>((resolve) => {
      const done = (metrics: MetricsData | null) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve(metrics);
      };
      const onMessage = (message: { kind?: string; id?: number; metrics?: MetricsData }) => {
        if (message?.kind === METRICS_ASK && message.id === id) done(message.metrics ?? null);
      };
      const timer = setTimeout(() => done(null), METRICS_WAIT_MS);
      worker.on('message', onMessage);
      worker.send({ kind: METRICS_ASK, id });
    });
  return {
    collect: async () => {
      const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w.isConnected());
      const all = await Promise.all(live.map((w) => askOne(w, ++asked)));
      return all.filter((m): m is MetricsData => m !== null);
    },
  };
}

/** A worker answers its primary's requests for its metrics. */
export function answerMetricsRequests(): void {
  process.on('message', (message: { kind?: string; id?: number }) => {
    if (message?.kind !== METRICS_ASK) return;
    void metricsJson().then((metrics) => process.send?.({ kind: METRICS_ASK, id: message.id, metrics }));
  });
}

export interface WorkerGroup {
  /** the port the workers share */
  port: number;
  /** ends every worker (SIGTERM, SIGKILL after 30 s) and starts no new one */
  stop(): Promise<void>;
}

/**
 * Starts `count` workers of this program (the same arguments and environment) and resolves once
 * each serves the port; a worker that ends is replaced after a second, until `stop`.
 */
export async function startWorkers(count: number, log: Log): Promise<WorkerGroup> {
  let stopping = false;
  const ports = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = cluster.fork();
          worker.once('listening', (address) => resolve(address.port));
          worker.once('exit', (code, signal) => reject(new Error(`a worker ended while starting (${code ?? signal})`)));
        }),
    ),
  );
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ worker: worker.process.pid, code, signal }, 'a worker ended; starting another');
    setTimeout(() => !stopping && cluster.fork(), RESTART_DELAY_MS);
  });
  return {
    port: ports[0]!,
    stop: async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_WAIT_MS);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
