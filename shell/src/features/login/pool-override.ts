import { useEffect, useState } from 'react';
import { ApiPath } from '@app/contracts';
import { api } from '@app/platform';

export interface PoolOverride {
  name: string;
  url: string;
  logo: string | null;
  custom_messages: { en?: string; nl?: string } | null;
}

/** The logo and custom message a pool sets for its own login page (/login/:poolUrl). */
export function usePoolOverride(poolUrl: string | null): PoolOverride | null {
  const [override, setOverride] = useState<PoolOverride | null>(null);
  useEffect(() => {
    setOverride(null);
    if (!poolUrl) return;
    let live = true;
    api
      .get<PoolOverride>(ApiPath.poolByUrl(poolUrl))
      .then(({ data }) => live && setOverride(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [poolUrl]);
  return override;
}
