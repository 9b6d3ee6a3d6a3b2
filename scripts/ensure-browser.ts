/** `npm run browser` (and before e2e and bench): finds Chrome or Chromium, or installs one and says how. */
import { spawnSync } from 'node:child_process';
import { findBrowser, machineProbe } from './browser/find-browser';
import { ensureBrowser, provisionSteps } from './browser/provision-browser';

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const steps = provisionSteps({ platform: process.platform, isRoot: process.getuid?.() === 0, hasAptGet });

try {
  const found = ensureBrowser(steps, {
    probe: () => machineProbe(),
    run: ([command, ...args]) =>
      spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0,
    say: (line) => console.log(line),
  });
  const tests = findBrowser(machineProbe(), 'headless-shell');
  if (tests && tests.path !== found.path) console.log(`End-to-end tests: ${tests.path} (the headless shell)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
