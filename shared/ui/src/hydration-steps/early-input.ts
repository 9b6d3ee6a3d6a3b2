import { heldAction, STARTER_HAND_OVER } from './early-press';

let holding = false;
let held: (() => void) | null = null;

function hold(event: Event): void {
  if (!holding) return;
  const action = heldAction(event);
  if (!action) return;
  held = action;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * A pre-rendered page is on screen before its script has taken it over, and a button pressed or a
 * form submitted then finds no handler of the app (a form would go to the server as a plain form).
 * From the script's start on, such input is held instead; on a page whose starter held it from the
 * first paint (ADR 0372), the starter's last press carries over.
 */
export function holdEarlyInput(): void {
  holding = true;
  const page = window as unknown as Record<string, (() => (() => void) | null) | undefined>;
  const handOver = page[STARTER_HAND_OVER];
  if (handOver) {
    held = handOver() ?? held;
    delete page[STARTER_HAND_OVER];
  }
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', hold, true);
}

/** The app has taken the page over: the last button press or submit held meanwhile is made again, now for the app. */
export function releaseEarlyInput(): void {
  holding = false;
  document.removeEventListener('submit', hold, true);
  document.removeEventListener('click', hold, true);
  const replay = held;
  held = null;
  replay?.();
}
