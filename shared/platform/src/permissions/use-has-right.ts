import { hasAnyRight } from '@app/contracts';
import { useSession } from '../session/session-store';

/** True when the signed-in profile holds one of the rights (a sysadmin holds all). */
export function useHasRight(rights: string | readonly string[]): boolean {
  const payload = useSession((s) => s.payload);
  return hasAnyRight(payload, typeof rights === 'string' ? [rights] : rights);
}
