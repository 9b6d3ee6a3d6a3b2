import { useEffect, useState } from 'react';

/** The automatic_search setting: the given value, else the pool's (true until it is known). */
export function useAutomaticSearch(given: boolean | undefined, load: () => Promise<boolean>): boolean {
  const [loaded, setLoaded] = useState(true);
  useEffect(() => {
    if (given !== undefined) return;
    let live = true;
    void load().then((value) => live && setLoaded(value));
    return () => {
      live = false;
    };
  }, [given, load]);
  return given ?? loaded;
}
