import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** True when the reader asks for reduced motion. False on the server and before the first effect. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}
