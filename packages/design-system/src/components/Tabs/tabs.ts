// The tabs' enhancement script (`@journals/design-system/tabs/enhance`, named by a route's
// handle.enhance as a `?enhance` import; docs/adr/014-hydration-per-route.md): it turns the
// server HTML of Tabs.tsx, links that select a tab by address (`?tab=`), into WAI-ARIA tabs that
// switch in place. Standalone: it imports nothing (the ?enhance build refuses imports). The
// markup it works on:
//   <div data-tabs data-tabs-param="tab">
//     <nav aria-label="Audience"><ul><li><a id href="?tab=authors#audiences" data-tab="authors"
//       aria-current="page">For Authors</a></li>…</ul></nav>
//     <div data-tab-panel="authors" id role="region">the selected tab's content</div>
//     <template data-tab-panels><div data-tab-panel="researchers" hidden>…</div>…</template>
// The other tabs' panels are in a <template>: no text of theirs is in the page without a script.
// This script puts them in the page, the nav the tablist (its list and items presentation,
// the links tabs), and then: automatic activation (a click or an arrow key selects), arrow keys
// moving between tabs and wrapping, Home and End, Tab into the panel; the address follows the
// choice, replaced (no new history entry). Rendered by React in the browser (a page that
// hydrates, a client navigation, Storybook) Tabs.tsx renders every panel and runs the same
// function.

/** Makes the tabs under `root` switch in place; returns what removes its listeners. */
export function enhanceTabs(root: HTMLElement): () => void {
  const nav = root.querySelector('nav');
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>('a[data-tab]')];
  if (!nav || tabs.length === 0 || root.dataset.enhanced !== undefined) return () => {};
  const param = root.dataset.tabsParam ?? 'tab';

  for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-tab-panels]'))
    template.replaceWith(template.content.cloneNode(true));
  const panelOf = (tab: HTMLElement) =>
    root.querySelector<HTMLElement>(`[data-tab-panel="${CSS.escape(tab.dataset.tab ?? '')}"]`);

  nav.setAttribute('role', 'tablist');
  for (const presentation of nav.querySelectorAll('ul, li'))
    presentation.setAttribute('role', 'none');
  for (const tab of tabs) {
    tab.setAttribute('role', 'tab');
    const panel = panelOf(tab);
    if (!panel) continue;
    panel.id ||= `${tab.id}-panel`;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  }

  const select = (chosen: HTMLAnchorElement, replaceAddress: boolean) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.removeAttribute('aria-current');
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !selected;
    }
    if (!replaceAddress) return;
    const address = new URL(window.location.href);
    address.searchParams.set(param, chosen.dataset.tab ?? '');
    window.history.replaceState(window.history.state, '', address);
  };

  const onClick = (event: MouseEvent) => {
    const tab = event.target instanceof Element ? event.target.closest('a') : null;
    if (!tab || !tabs.includes(tab)) return;
    // A new tab or window (modifier keys, middle button) still follows the link.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    select(tab, true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab, true);
    tab.focus();
  };

  nav.addEventListener('click', onClick);
  nav.addEventListener('keydown', onKeyDown);
  root.dataset.enhanced = '';
  const current =
    tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ??
    tabs.find((tab) => tab.getAttribute('aria-current') === 'page') ??
    tabs[0];
  if (current) select(current, false);

  return () => {
    nav.removeEventListener('click', onClick);
    nav.removeEventListener('keydown', onKeyDown);
    delete root.dataset.enhanced;
  };
}

// The page that does not hydrate: every tab set of the server HTML. In the app, React runs it.
if (typeof document !== 'undefined' && !('__reactRouterContext' in window))
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) enhanceTabs(tabs);
