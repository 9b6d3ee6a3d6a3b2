import { useEffect, useState } from 'react';

/** How long the offer may take before the page shows a spinner: the offer in the page (ADR 0289) shows at once, without one. */
export const SPINNER_AFTER_MS = 300;

/** Whether a load under way has taken longer than SPINNER_AFTER_MS; the first render (and the pre-rendered page) says no. */
export function useSlowLoad(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), SPINNER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && slow;
}
