import fs from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { PageRenderInput } from '@app/contracts';
import type { Log } from '@app/service-kit';

/** How long a visit waits for its page's render before the pre-rendered page goes out instead. */
export const PAGE_RENDER_TIMEOUT_MS = 500;

/** Renderers kept at once: the live build's and the one it replaces. */
const MAX_WORKERS = 2;

/** A renderer still busy with a page this long is stuck (a loop in the build): it is stopped and started afresh. */
export const STUCK_RENDER_MS = 5000;

// the worker's whole program: it loads one build's renderer and renders one page at a time (the
// renderer's page data is one slot), answering each request by its id
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = require(workerData.bundle);
const renderer = typeof loaded.render === 'function' ? loaded : loaded.default;
let queue = Promise.resolve();
parentPort.on('message', ({ id, input }) => {
  queue = queue
    .then(() => renderer.render(input))
    .then(
      (html) => parentPort.postMessage({ id, html: typeof html === 'string' ? html : null }),
      (err) => parentPort.postMessage({ id, html: null, error: String((err && err.message) || err) }),
    );
});
`;

interface Pending {
  resolve: (html: string | null) => void;
  since: number;
}

/** One build's renderer in a worker thread: a build's code runs beside the gateway, never in its event loop. */
class RendererWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  ended = false;

  constructor(
    bundle: string,
    private readonly log: Log,
  ) {
    this.worker = new Worker(WORKER_PROGRAM, { eval: true, workerData: { bundle }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    // an idle renderer does not keep the process alive
    this.worker.unref();
    this.worker.on('message', ({ id, html, error }: { id: number; html: string | null; error?: string }) => {
      if (error) this.log.warn({ bundle, error }, 'page render failed');
      this.settle(id, html);
    });
    this.worker.on('error', (err) => {
      this.log.warn({ bundle, err }, 'page renderer failed');
      this.end();
    });
    this.worker.on('exit', () => this.end());
  }

  /** Still busy with a page asked for before `before`. */
  stuck(before: number): boolean {
    return [...this.pending.values()].some((p) => p.since < before);
  }

  /** The page, or null when it is not rendered within `timeoutMs` (the render goes on; its answer is dropped). */
  render(input: PageRenderInput, timeoutMs: number): Promise<string | null> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      this.pending.set(id, {
        since: Date.now(),
        resolve: (html) => {
          clearTimeout(timer);
          resolve(html);
        },
      });
      this.worker.postMessage({ id, input });
    });
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    void this.worker.terminate();
    for (const id of [...this.pending.keys()]) this.settle(id, null);
  }

  private settle(id: number, html: string | null) {
    this.pending.get(id)?.resolve(html);
    this.pending.delete(id);
  }
}

/**
 * The page renderers of the live builds (ADR 0319), one worker per build's renderer file, started at
 * its first page. A render that fails, takes too long or whose worker died answers null: the gateway
 * then sends the page pre-rendered without its data, as before.
 */
export class PageRenderers {
  private readonly workers = new Map<string, RendererWorker>();

  constructor(
    private readonly log: Log,
    private readonly timeoutMs = PAGE_RENDER_TIMEOUT_MS,
    private readonly stuckMs = STUCK_RENDER_MS,
  ) {}

  async render(bundle: string, input: PageRenderInput): Promise<string | null> {
    const worker = await this.workerFor(bundle);
    return worker ? worker.render(input, this.timeoutMs) : null;
  }

  /**
   * Starts the renderer of `bundle` ahead of its first page: a worker loads its build in a few hundred
   * milliseconds on a busy machine, and a first visit that waited for that too missed its render.
   */
  async warm(bundle: string): Promise<void> {
    await this.workerFor(bundle);
  }

  /** The running worker of `bundle`, started when there is none (or it died or is stuck); null without a renderer file. */
  private async workerFor(bundle: string): Promise<RendererWorker | null> {
    let worker = this.workers.get(bundle);
    if (worker && (worker.ended || worker.stuck(Date.now() - this.stuckMs))) {
      worker.end();
      worker = undefined;
    }
    if (worker) return worker;
    // a build without a renderer has only its pre-rendered pages
    if (
      !(await fs.access(bundle).then(
        () => true,
        () => false,
      ))
    )
      return null;
    // another caller may have started it while this one looked for the file
    const started = this.workers.get(bundle);
    if (started && !started.ended) return started;
    worker = new RendererWorker(bundle, this.log);
    this.workers.delete(bundle);
    // a rollout's builds: the new and, until it is gone, the old one; an older one's worker is stopped
    for (const [old, oldWorker] of this.workers) {
      if (this.workers.size < MAX_WORKERS) break;
      oldWorker.end();
      this.workers.delete(old);
    }
    this.workers.set(bundle, worker);
    return worker;
  }

  close() {
    for (const worker of this.workers.values()) worker.end();
    this.workers.clear();
  }
}
