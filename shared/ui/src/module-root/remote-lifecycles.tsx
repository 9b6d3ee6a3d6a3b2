import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ModuleRoute } from '@app/contracts';
import { registerTexts, type Texts } from '@app/i18n';
import { createQueryClient, refreshOnReconnect } from '@app/platform/query';
import { realtime } from '@app/platform/realtime';
import { sessionStore } from '@app/platform/session';
import { reportFailedRead } from '@app/ui/dialog-store';
import { ErrorPanel } from '@app/ui/error-panel';
import { ModuleRoutes, type ModulePages } from '@app/ui/module-routes';
import { ModuleRoot } from './module-root';

/** What the shell hands every remote in single-spa's custom props. */
export interface RemoteProps {
  domElementGetter?: () => HTMLElement;
  /** the shell reloads the remote's area */
  retry?: () => void;
}

/** Everything a module is: its name and version (from the build), its routes, their pages and its texts. */
export interface ModuleDefinition {
  name: string;
  version: string;
  routes: readonly ModuleRoute[];
  pages: ModulePages;
  texts: Texts;
}

/**
 * single-spa lifecycles for a module's React root: its texts registered under its own namespace
 * (the root reads them by default), providers around its pages, and an error panel with retry when
 * rendering throws.
 */
export function createRemoteLifecycles({ name, version, routes, pages, texts }: ModuleDefinition) {
  const queryClient = createQueryClient(sessionStore, reportFailedRead);
  refreshOnReconnect(queryClient, realtime);
  function App() {
    return (
      <ModuleRoot namespace={name} queryClient={queryClient}>
        <ModuleRoutes remote={name} version={version} routes={routes} pages={pages} />
      </ModuleRoot>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: App,
    errorBoundary: (error, _info, props) => (
      <ModuleRoot namespace={name}>
        <ErrorPanel module={name} detail={error.message} onRetry={props.retry} />
      </ModuleRoot>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      registerTexts(name, texts);
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}
