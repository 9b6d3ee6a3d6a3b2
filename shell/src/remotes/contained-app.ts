import type { AppProps, LifeCycles } from 'single-spa';
import type { VersionConflict } from '@app/contracts';
import { setModuleStatus } from './module-status';

type Lifecycle = LifeCycles['mount'];

/** A module the page must not load: it was built against other majors of the shared packages. */
export class IncompatibleModule extends Error {
  constructor(
    readonly version: string,
    readonly conflicts: VersionConflict[],
  ) {
    super(`built for ${conflicts.map((c) => `${c.name} ${c.built}`).join(', ')}`);
    this.name = 'IncompatibleModule';
  }
}

async function run(lifecycle: Lifecycle | undefined, props: AppProps): Promise<void> {
  for (const fn of [lifecycle ?? []].flat()) await (fn as (p: AppProps) => Promise<unknown>)(props);
}

const NOOP: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

/**
 * Wraps loading and lifecycles of a remote so that single-spa never marks it broken: a failure is
 * recorded in the module status (the shell shows an error panel, with retry unless the module is
 * incompatible) and the app stays mountable, while navigation, drawer and header keep working.
 */
export function containedApp(remote: string, load: () => Promise<LifeCycles>): () => Promise<LifeCycles> {
  return async () => {
    setModuleStatus(remote, { state: 'loading' });
    let real: LifeCycles;
    try {
      real = await load();
      if (!real || typeof real.mount === 'undefined') throw new Error(`${remote} exposes no lifecycles`);
    } catch (error) {
      console.error(error);
      setModuleStatus(
        remote,
        error instanceof IncompatibleModule
          ? { state: 'incompatible', version: error.version, conflicts: error.conflicts }
          : { state: 'error' },
      );
      return NOOP;
    }
    let broken = false;
    return {
      bootstrap: async (props) => {
        try {
          await run(real.bootstrap, props);
        } catch (error) {
          console.error(error);
          broken = true;
        }
      },
      mount: async (props) => {
        if (broken) return setModuleStatus(remote, { state: 'error' });
        setModuleStatus(remote, { state: 'loading' });
        try {
          await run(real.mount, props);
          setModuleStatus(remote, { state: 'ready' });
        } catch (error) {
          console.error(error);
          setModuleStatus(remote, { state: 'error' });
        }
      },
      unmount: async (props) => {
        try {
          await run(real.unmount, props);
        } catch (error) {
          console.error(error);
        }
      },
    };
  };
}
