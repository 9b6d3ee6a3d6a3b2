import { ApiPath, type PoolOverrides } from '@app/contracts';
import { api } from '@app/platform/api';

interface CurrentPool {
  id: number;
  logo: string | null;
  custom_messages: { en?: string; nl?: string } | null;
}

/** GET auth/current-pool: the signed-in pool's logo and custom messages. */
export async function readPoolOverrides(): Promise<PoolOverrides> {
  const { data } = await api.get<CurrentPool>(ApiPath.currentPool);
  return { pool_id: data.id, logo: data.logo, custom_messages: data.custom_messages };
}
