import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startHydrationSteps } from './hydrate-later';
import { nextTask } from './next-task';

/**
 * Takes a pre-rendered page over in short tasks rather than one long one (Total Blocking Time, ADR
 * 0359): the script's evaluation ends its task; the next hydrates the page but its HydrateLater
 * parts; each of `steps` further tasks hydrates the parts of its step. Resolves once all is the app's.
 */
export async function hydrateInSteps(root: Element, app: ReactNode, steps: number): Promise<void> {
  await nextTask();
  const last = startHydrationSteps(steps);
  hydrateRoot(root, app);
  await last;
  // the last step's parts are hydrated in the microtasks after the step ends
  await nextTask();
}
