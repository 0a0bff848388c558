// False on the server and while hydrating, true afterwards: for controls that need JavaScript
// (the Share dialog), so the server HTML never offers a button that cannot work.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
