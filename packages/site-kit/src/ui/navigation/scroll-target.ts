// The enhancement script of a page that opens at a section without hydrating
// (docs/adr/014-hydration-per-route.md): the no-React form of useNavigationScroll's `target`.
// The server marks the page with the id of the element its address asks for (the journal
// layout's <main data-scroll-target="article-withdrawal"> for the ethics page's ?target=, the
// details page's <article data-scroll-target="references"> for ?section=References); this script
// scrolls that element to the top of the window and gives it the keyboard focus (tabindex -1
// when it has none), as bringIntoView does on a hydrated page. Without a script the page opens
// at its start (or at its #fragment) and every section is there to scroll to. Standalone: it
// imports nothing (the ?enhance build refuses imports).

/** Brings the element the page's marker names into view and focus; returns it, or null. */
export function bringScrollTargetIntoView(root: Document = document): HTMLElement | null {
  const marker = root.querySelector<HTMLElement>('[data-scroll-target]');
  const id = marker?.dataset.scrollTarget;
  const target = id ? root.getElementById(id) : null;
  if (!target) return null;
  target.scrollIntoView({ block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}

bringScrollTargetIntoView();
