import { findBrowser, type BrowserProbe, type FoundBrowser } from './find-browser';

export interface ProvisionStep {
  /** what the step does, printed before it runs */
  describe: string;
  commands: string[][];
}

export interface MachineFacts {
  platform: NodeJS.Platform;
  isRoot: boolean;
  hasAptGet: boolean;
}

/**
 * How to get a browser where none is installed: Playwright's installer first (it needs its download
 * host; as root on Linux it also installs the libraries Chromium needs), then, as root with apt,
 * Debian's chromium package with its headless shell (machines that reach only the Debian mirrors),
 * then the chromium package alone.
 */
export function provisionSteps(facts: MachineFacts): ProvisionStep[] {
  const withDeps = facts.platform === 'linux' && facts.isRoot ? ['--with-deps'] : [];
  const steps: ProvisionStep[] = [
    { describe: "Playwright's installer downloads its Chromium", commands: [['npx', 'playwright', 'install', ...withDeps, 'chromium']] },
  ];
  if (facts.platform === 'linux' && facts.isRoot && facts.hasAptGet) {
    steps.push(
      {
        describe: "apt-get installs the system's chromium package and its headless shell",
        commands: [
          ['apt-get', 'update'],
          ['apt-get', 'install', '-y', 'chromium', 'chromium-headless-shell'],
        ],
      },
      // a distribution without the headless shell package (the tests then run in the full browser)
      { describe: "apt-get installs the system's chromium package alone", commands: [['apt-get', 'install', '-y', 'chromium']] },
    );
  }
  return steps;
}

export interface ProvisionIo {
  probe(): BrowserProbe;
  /** runs one command, true when it exited 0 */
  run(command: string[]): boolean;
  say(line: string): void;
}

/** Finds a browser or provisions one step after another until the search finds it; throws when every step failed. */
export function ensureBrowser(steps: ProvisionStep[], io: ProvisionIo): FoundBrowser {
  const present = findBrowser(io.probe());
  if (present) {
    io.say(`Browser: ${present.path} (${present.source})`);
    return present;
  }
  io.say('No Chrome or Chromium found (CHROME_PATH, system paths, Playwright folder): installing one');
  for (const step of steps) {
    io.say(`- ${step.describe}: ${step.commands.map((c) => c.join(' ')).join(' && ')}`);
    const ran = step.commands.every((command) => io.run(command));
    const found = ran ? findBrowser(io.probe()) : null;
    if (found) {
      io.say(`Browser: ${found.path} (${found.source}, installed)`);
      return found;
    }
    io.say(ran ? '  it ran, but no browser is there yet' : '  it failed');
  }
  throw new Error(
    'Could not install a browser. Install Chrome or Chromium (Debian: apt-get install chromium) or set CHROME_PATH to one, then run the tests again.',
  );
}
