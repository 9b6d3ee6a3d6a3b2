// `@app/ui/hydration-steps`: a pre-rendered page taken over in short tasks (bundled by each build: only pages on their own hydrate in steps).
export { holdEarlyInput, releaseEarlyInput } from '../hydration-steps/early-input';
export { hydrateInSteps } from '../hydration-steps/hydrate-in-steps';
export { HydrateLater } from '../hydration-steps/hydrate-later';
export { nextTask } from '../hydration-steps/next-task';
export { runInTasks } from '../hydration-steps/run-in-tasks';
