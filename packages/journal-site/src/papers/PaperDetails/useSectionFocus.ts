// Bring the section the link asked for (?section=FullArticle or References) into view and move
// the keyboard focus there, once the page is shown. It runs a frame later so it wins over the
// layout's scroll to the top of the main container on a path change.
import { useEffect } from 'react';

export function useSectionFocus(targetId: string | null, pageKey: string): void {
  useEffect(() => {
    if (!targetId) return undefined;
    const frame = window.requestAnimationFrame(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [targetId, pageKey]);
}
