let holding = false;
let held: (() => void) | null = null;

function hold(event: Event): void {
  if (!holding || !(event.target instanceof Element)) return;
  if (event.type === 'submit') {
    const form = event.target.closest('form');
    held = () => form?.isConnected && form.requestSubmit();
  } else {
    // links, fields and labels do what they do without the app; a button needs its handler
    const button = event.target.closest<HTMLElement>('button, [role="button"]');
    if (!button) return;
    held = () => button.isConnected && button.click();
  }
  event.preventDefault();
  event.stopPropagation();
}

/**
 * A pre-rendered page is on screen before its script has taken it over, and a button pressed or a
 * form submitted then finds no handler of the app (a form would go to the server as a plain form).
 * From the script's start on, such input is held instead.
 */
export function holdEarlyInput(): void {
  holding = true;
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
