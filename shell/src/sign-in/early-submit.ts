let held: HTMLFormElement | null = null;
let released = false;

function hold(event: SubmitEvent): void {
  if (released) return;
  event.preventDefault();
  held = event.target instanceof HTMLFormElement ? event.target : null;
}

/**
 * The pre-rendered sign-in form is on screen before the app runs: a submit made then would go to
 * the server as a plain form. From the first script on, such a submit is held instead.
 */
export function holdEarlySubmits(): void {
  document.addEventListener('submit', hold, true);
}

/** The app has taken the page over: a submit held meanwhile is made again, now for the app. */
export function releaseEarlySubmits(): void {
  released = true;
  document.removeEventListener('submit', hold, true);
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
