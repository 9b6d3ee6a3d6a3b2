import { Suspense, type ReactNode } from 'react';
import { nextTask } from './next-task';

interface Step {
  done: boolean;
  promise: Promise<void>;
}

/** The later steps of the hydration under way (step n at index n - 1); none outside one, so parts render at once. */
let later: Step[] = [];

/**
 * Starts the steps of a hydration: step n ends n tasks after the current one. Answers the end of the
 * last. Called right before the hydration, whose parts wait for their step (HydrateLater).
 */
export function startHydrationSteps(count: number): Promise<void> {
  later = [];
  let previous: Promise<void> = Promise.resolve();
  for (let n = 0; n < count; n++) {
    const step = { done: false } as Step;
    step.promise = previous.then(nextTask).then(() => {
      step.done = true;
    });
    later.push(step);
    previous = step.promise;
  }
  return previous;
}

function Gate({ step, children }: { step: number; children: ReactNode }) {
  const waiting = later[step - 1];
  // a part waiting for its step suspends: Preact keeps its pre-rendered node and hydrates it when the step comes
  if (waiting && !waiting.done) throw waiting.promise;
  return children;
}

/**
 * A part of a pre-rendered page that its script takes over `step` tasks after the rest
 * (hydrateInSteps), so the take-over is several short tasks rather than one long one. Until then
 * the part is the HTML as it came: shown, and its input held. The part must render one element
 * (Preact keeps one node in place for a part that waits). Outside a hydration in steps (the shell's
 * React, a render afresh, the pre-render), it renders its part at once.
 */
export function HydrateLater({ step, children }: { step: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate step={step}>{children}</Gate>
    </Suspense>
  );
}
