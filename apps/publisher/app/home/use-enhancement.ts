// Runs an enhancement script's function (hero-carousel.ts, audience-tabs.ts) on the element React
// rendered, when React renders the home in the browser: after a client navigation from a page that
// hydrated, or on a site whose every page hydrates. On the page that does not hydrate the server
// HTML is enhanced by the same function, from the script the route names (handle.enhance).
import { useEffect, useRef } from 'react';

export function useEnhancement<T extends HTMLElement>(enhance: (root: T) => () => void) {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? enhance(ref.current) : undefined), [enhance]);
  return ref;
}
