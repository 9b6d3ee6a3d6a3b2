let standalone = false;

/** The standalone public app (no shell on the page) sets this before it renders. */
export function markStandalone(): void {
  standalone = true;
}

export function isStandalone(): boolean {
  return standalone;
}
