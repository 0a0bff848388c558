// False in the server HTML and while the page hydrates, true afterwards and in any render in the
// browser after that: a component renders its no-JavaScript form first (the server's HTML, which
// must never offer a button that cannot work), and its scripted form once the script runs,
// without a hydration mismatch. useSyncExternalStore re-renders once after hydration, and a
// component mounted later in the browser renders its scripted form at once.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
