import { findBrowser, HEADLESS_SHELL_PATHS, SYSTEM_BROWSER_PATHS, type BrowserProbe } from './find-browser';
import { ensureBrowser, provisionSteps, type ProvisionStep } from './provision-browser';

const PLAYWRIGHT_CHROME = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** A machine whose executables are the given set; commands may add to it, as an installer would. */
function machine(installed: string[], chromePath?: string) {
  const files = new Set(installed);
  const probe = (): BrowserProbe => ({
    chromePath,
    systemPaths: SYSTEM_BROWSER_PATHS,
    headlessShellPaths: HEADLESS_SHELL_PATHS,
    playwrightPath: PLAYWRIGHT_CHROME,
    isExecutable: (file) => files.has(file),
  });
  return { files, probe };
}

describe('findBrowser', () => {
  test('CHROME_PATH wins over every other place, and a wrong one is an error, not a silent fallback', () => {
    expect(findBrowser(machine(['/opt/chrome', '/usr/bin/chromium'], '/opt/chrome').probe())).toEqual({
      path: '/opt/chrome',
      source: 'CHROME_PATH',
    });
    expect(() => findBrowser(machine(['/usr/bin/chromium'], '/opt/missing').probe())).toThrow(
      'CHROME_PATH=/opt/missing is not an executable file',
    );
  });

  test('system paths come before Playwright’s folder, which is used when it is the only one', () => {
    expect(findBrowser(machine(['/usr/bin/google-chrome', PLAYWRIGHT_CHROME]).probe())).toEqual({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
    expect(findBrowser(machine([PLAYWRIGHT_CHROME]).probe())).toEqual({ path: PLAYWRIGHT_CHROME, source: 'playwright' });
    expect(findBrowser(machine([]).probe())).toBeNull();
  });

  test('the tests take Debian’s headless shell where it is installed; a browser as users have it stays the default', () => {
    const both = machine(['/usr/bin/chromium', SHELL]).probe();
    expect(findBrowser(both, 'headless-shell')).toEqual({ path: SHELL, source: 'system' });
    expect(findBrowser(both)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(findBrowser(machine(['/usr/bin/chromium']).probe(), 'headless-shell')).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(findBrowser(machine([SHELL, '/opt/chrome'], '/opt/chrome').probe(), 'headless-shell')).toEqual({
      path: '/opt/chrome',
      source: 'CHROME_PATH',
    });
  });
});

describe('provisionSteps', () => {
  test('root on Debian: Playwright with its libraries, then apt-get update and install chromium with its headless shell, then chromium alone', () => {
    expect(provisionSteps({ platform: 'linux', isRoot: true, hasAptGet: true }).map((s) => s.commands)).toEqual([
      [['npx', 'playwright', 'install', '--with-deps', 'chromium']],
      [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium', 'chromium-headless-shell'],
      ],
      [['apt-get', 'install', '-y', 'chromium']],
    ]);
  });

  test('without root (or without apt) only Playwright’s own installer is tried', () => {
    expect(provisionSteps({ platform: 'linux', isRoot: false, hasAptGet: true }).map((s) => s.commands)).toEqual([
      [['npx', 'playwright', 'install', 'chromium']],
    ]);
    expect(provisionSteps({ platform: 'darwin', isRoot: true, hasAptGet: false })).toHaveLength(1);
  });
});

describe('ensureBrowser', () => {
  const steps: ProvisionStep[] = provisionSteps({ platform: 'linux', isRoot: true, hasAptGet: true });

  function run(m: ReturnType<typeof machine>, outcomes: Record<string, string | false>) {
    const ran: string[] = [];
    const said: string[] = [];
    const io = {
      probe: m.probe,
      say: (line: string) => said.push(line),
      run: (command: string[]) => {
        const key = command.join(' ');
        ran.push(key);
        const outcome = outcomes[key];
        if (outcome === false) return false;
        if (outcome) m.files.add(outcome);
        return true;
      },
    };
    return { io, ran, said };
  }

  test('an installed browser is used as it is: nothing is installed', () => {
    const m = machine(['/usr/bin/chromium']);
    const { io, ran, said } = run(m, {});
    expect(ensureBrowser(steps, io)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(ran).toEqual([]);
    expect(said).toEqual(['Browser: /usr/bin/chromium (system)']);
  });

  test('Playwright’s download unreachable: falls back to apt-get and says each step', () => {
    const m = machine([]);
    const { io, ran, said } = run(m, {
      'npx playwright install --with-deps chromium': false,
      'apt-get install -y chromium chromium-headless-shell': '/usr/bin/chromium',
    });
    expect(ensureBrowser(steps, io)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(ran).toEqual([
      'npx playwright install --with-deps chromium',
      'apt-get update',
      'apt-get install -y chromium chromium-headless-shell',
    ]);
    expect(said).toEqual([
      'No Chrome or Chromium found (CHROME_PATH, system paths, Playwright folder): installing one',
      "- Playwright's installer downloads its Chromium: npx playwright install --with-deps chromium",
      '  it failed',
      "- apt-get installs the system's chromium package and its headless shell: apt-get update && apt-get install -y chromium chromium-headless-shell",
      'Browser: /usr/bin/chromium (system, installed)',
    ]);
  });

  test('a distribution without the headless shell package gets chromium alone', () => {
    const m = machine([]);
    const { io, ran } = run(m, {
      'npx playwright install --with-deps chromium': false,
      'apt-get install -y chromium chromium-headless-shell': false,
      'apt-get install -y chromium': '/usr/bin/chromium',
    });
    expect(ensureBrowser(steps, io)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(ran.slice(-2)).toEqual(['apt-get install -y chromium chromium-headless-shell', 'apt-get install -y chromium']);
  });

  test('Playwright’s download reachable: its Chromium is used and apt-get never runs', () => {
    const m = machine([]);
    const { io, ran } = run(m, { 'npx playwright install --with-deps chromium': PLAYWRIGHT_CHROME });
    expect(ensureBrowser(steps, io)).toEqual({ path: PLAYWRIGHT_CHROME, source: 'playwright' });
    expect(ran).toEqual(['npx playwright install --with-deps chromium']);
  });

  test('a failed apt-get update stops that step; when every step fails the error says what to do', () => {
    const m = machine([]);
    const { io, ran } = run(m, {
      'npx playwright install --with-deps chromium': false,
      'apt-get update': false,
      'apt-get install -y chromium': false,
    });
    expect(() => ensureBrowser(steps, io)).toThrow(
      'Could not install a browser. Install Chrome or Chromium (Debian: apt-get install chromium)',
    );
    expect(ran).toEqual(['npx playwright install --with-deps chromium', 'apt-get update', 'apt-get install -y chromium']);
  });
});
