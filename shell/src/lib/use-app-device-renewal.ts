import { useEffect } from 'react';
import { useSession } from '@app/platform/session';
import { deviceOwner } from '@app/platform/push';
import { renewAppDevice } from './app-device';

/** Registers this browser for push again once per signed-in person where it was theirs before (PLT-SHELL-09). */
export function useAppDeviceRenewal(): void {
  const owner = useSession((s) => (s.payload?.finished ? deviceOwner(s.payload) : null));
  useEffect(() => {
    if (owner) void renewAppDevice(owner);
  }, [owner]);
}
