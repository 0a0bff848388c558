import { useEffect, useState } from 'react';

/**
 * False in the server HTML and the first client render, true once effects run: lets a component
 * render a no-JavaScript fallback that the script then enhances, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
