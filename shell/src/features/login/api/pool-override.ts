import { useEffect, useState } from 'react';
import { ApiPath } from '@app/contracts';
import { api } from '@app/platform';

export interface PoolOverride {
  name: string;
  url: string;
  logo: string | null;
  custom_messages: { en?: string; nl?: string } | null;
}

/**
 * The logo and custom message a pool sets for its own login page (/login/:poolUrl). Each answer is
 * kept with the pool it belongs to, so another pool's (or no pool's) login page never shows it.
 */
export function usePoolOverride(poolUrl: string | null): PoolOverride | null {
  const [loaded, setLoaded] = useState<{ poolUrl: string; override: PoolOverride } | null>(null);
  useEffect(() => {
    if (!poolUrl) return;
    let live = true;
    api
      .get<PoolOverride>(ApiPath.poolByUrl(poolUrl))
      .then(({ data }) => live && setLoaded({ poolUrl, override: data }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [poolUrl]);
  return loaded && loaded.poolUrl === poolUrl ? loaded.override : null;
}
