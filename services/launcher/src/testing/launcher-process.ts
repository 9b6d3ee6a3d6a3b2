import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/** One launcher process started by a test: its target, the port it serves and what it printed. */
export interface LauncherProcess {
  target: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

/** Every process a test started and that has not exited: what `afterAll` kills. */
export const runningProcesses = new Set<LauncherProcess>();

/**
 * Starts `services/launcher/src/main.ts --target=<target>` as deploy/README.md runs it, with `env`
 * as its whole environment; resolves once it prints its address and (unless `ready` is false: a
 * process started while its broker is down serves but is not ready) answers /readyz.
 */
export async function launch(target: string, env: NodeJS.ProcessEnv, timeoutMs = 120_000, ready = true): Promise<LauncherProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services/launcher/src/main.ts'), `--target=${target}`], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const proc: LauncherProcess = { target, port: Number(env.PORT ?? 0), child, output };
  runningProcesses.add(proc);
  child.once('exit', () => runningProcesses.delete(proc));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${target} did not start:\n${output.join('')}`)), timeoutMs);
    let started = false;
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      // only the last lines are kept: a long run must not hold every log line
      if (output.length > 400) output.splice(0, output.length - 200);
      const found = /running at http:\/\/localhost:(\d+)/.exec(output.join(''));
      if (found && !started) {
        started = true;
        clearTimeout(timer);
        proc.port = Number(found[1]);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${target} exited with ${code ?? signal}:\n${output.join('')}`));
    });
  });
  if (!ready) return proc;
  const readiness = await fetch(`http://127.0.0.1:${proc.port}/readyz`);
  if (readiness.status !== 200) throw new Error(`${target} is not ready: ${readiness.status}`);
  return proc;
}

/** Stops a process with `signal` (SIGKILL: no chance to finish anything) and waits until it has exited. */
export function stopProcess(proc: LauncherProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()));
  proc.child.kill(signal);
  return exited;
}
