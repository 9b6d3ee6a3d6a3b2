import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { createQueryClient } from '@app/platform/query';
import { ErrorPanel } from '@app/ui/error-panel';
import { ModuleRoot } from './module-root';

/** What the shell hands every remote in single-spa's custom props. */
export interface RemoteProps {
  domElementGetter?: () => HTMLElement;
  /** the shell reloads the remote's area */
  retry?: () => void;
}

/**
 * single-spa lifecycles for a remote's React root: providers around `Root`, and an error panel
 * with retry when rendering throws.
 */
export function createRemoteLifecycles(remote: string, Root: ComponentType) {
  const queryClient = createQueryClient();
  function App() {
    return (
      <ModuleRoot queryClient={queryClient}>
        <Root />
      </ModuleRoot>
    );
  }
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: App,
    errorBoundary: (error, _info, props) => (
      <ModuleRoot>
        <ErrorPanel module={remote} detail={error.message} onRetry={props.retry} />
      </ModuleRoot>
    ),
  });
}
