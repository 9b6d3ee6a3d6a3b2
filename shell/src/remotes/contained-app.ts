import type { AppProps, LifeCycles } from 'single-spa';
import type { RemoteName } from '@app/contracts';
import { setModuleState } from './module-status';

type Lifecycle = LifeCycles['mount'];

async function run(lifecycle: Lifecycle | undefined, props: AppProps): Promise<void> {
  for (const fn of [lifecycle ?? []].flat()) await (fn as (p: AppProps) => Promise<unknown>)(props);
}

const NOOP: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

/**
 * Wraps loading and lifecycles of a remote so that single-spa never marks it broken: a failure is
 * recorded in the module status (the shell shows an error panel with retry) and the app stays
 * mountable, while navigation, drawer and header keep working.
 */
export function containedApp(remote: RemoteName, load: () => Promise<LifeCycles>): () => Promise<LifeCycles> {
  return async () => {
    setModuleState(remote, 'loading');
    let real: LifeCycles;
    try {
      real = await load();
      if (!real || typeof real.mount === 'undefined') throw new Error(`${remote} exposes no lifecycles`);
    } catch (error) {
      console.error(error);
      setModuleState(remote, 'error');
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
        if (broken) return setModuleState(remote, 'error');
        setModuleState(remote, 'loading');
        try {
          await run(real.mount, props);
          setModuleState(remote, 'ready');
        } catch (error) {
          console.error(error);
          setModuleState(remote, 'error');
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
