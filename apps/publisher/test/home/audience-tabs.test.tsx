// The audience tabs' enhancement script (app/home/audience-tabs.ts) on the server HTML of
// AudienceTabs.tsx as a page that does not hydrate receives it (the other panels in a
// <template>), and on the markup React renders in the browser (every panel).
import { publisherHome } from '@journals/content';
import { SiteThemeProvider } from '@journals/design-system';
import { publisher } from '@journals/site-config';
import { renderToString } from 'react-dom/server';
import type * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudienceTabs } from '../../app/home/AudienceTabs.tsx';
import { enhanceTabs } from '../../app/home/audience-tabs.ts';

const rendering = vi.hoisted(() => ({ hydrates: false, search: '' }));
vi.mock('@journals/site-kit/document/hydration', () => ({
  useDocumentHydrates: () => rendering.hydrates,
}));
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  useSearchParams: () => [new URLSearchParams(rendering.search)],
}));

const home = publisherHome(publisher);

function render({ hydrates = false, search = '' } = {}): HTMLElement {
  Object.assign(rendering, { hydrates, search });
  window.history.replaceState(null, '', `/${search ? `?${search}` : ''}`);
  document.body.innerHTML = renderToString(
    <SiteThemeProvider site="publisher">
      <AudienceTabs audiences={home.audiences} joinPanel={home.joinPanel} />
    </SiteThemeProvider>,
  );
  return document.querySelector<HTMLElement>('[data-tabs]')!;
}

const tab = (value: string) => document.querySelector<HTMLAnchorElement>(`[data-tab="${value}"]`)!;
const visiblePanels = () =>
  [...document.querySelectorAll<HTMLElement>('[data-tab-panel]')]
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.dataset.tabPanel);
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the tabs without a script', () => {
  it('are links by address, only the selected panel in the page, the others in a template', () => {
    const root = render({ search: 'tab=librarians' });
    const nav = root.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Audience');
    expect(nav.getAttribute('role')).toBeNull();
    expect(tab('librarians').getAttribute('aria-current')).toBe('page');
    expect(tab('librarians').getAttribute('href')).toBe('?tab=librarians#audiences');
    expect(visiblePanels()).toEqual(['librarians']);
    expect(root.textContent).toContain('Open content for your collections');
    expect(root.textContent).not.toContain('Publish your research with confidence');
    expect(
      root.querySelector('template')!.content.querySelectorAll('[data-tab-panel]'),
    ).toHaveLength(4);
  });
});

describe('enhanceTabs', () => {
  it('makes ARIA tabs of the links and panels of the template, the selected one shown', () => {
    const root = render({ search: 'tab=librarians' });
    stop = enhanceTabs(root);
    expect(root.querySelector('nav')!.getAttribute('role')).toBe('tablist');
    expect(root.querySelector('template')).toBeNull();
    const tabs = [...root.querySelectorAll('[role="tab"]')];
    const values = publisher.audienceTabs.map((entry) => entry.value);
    expect(tabs.map((element) => element.getAttribute('aria-selected'))).toEqual(
      values.map((value) => String(value === 'librarians')),
    );
    expect(tabs.map((element) => element.getAttribute('tabindex'))).toEqual(
      values.map((value) => (value === 'librarians' ? '0' : '-1')),
    );
    expect(root.querySelectorAll('[aria-current]')).toHaveLength(0);
    expect(visiblePanels()).toEqual(['librarians']);
    const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels).toHaveLength(5);
    for (const panel of panels) {
      const owner = document.getElementById(panel.getAttribute('aria-labelledby')!)!;
      expect(owner.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.tabIndex).toBe(0);
    }
  });

  it('switches in place on a click, the address replaced, no new history entry', () => {
    const root = render();
    stop = enhanceTabs(root);
    const entries = window.history.length;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab('reviewers').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(visiblePanels()).toEqual(['reviewers']);
    expect(tab('reviewers').getAttribute('aria-selected')).toBe('true');
    expect(window.location.search).toBe('?tab=reviewers');
    expect(window.history.length).toBe(entries);
    expect(root.textContent).toContain('Review for our journals');
  });

  it('lets a click with a modifier key follow the link', () => {
    const root = render();
    stop = enhanceTabs(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    tab('editors').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(visiblePanels()).toEqual(['authors']);
  });

  it('moves with the arrow keys (wrapping), Home and End, the focus and the address following', () => {
    const root = render();
    stop = enhanceTabs(root);
    const values = publisher.audienceTabs.map((entry) => entry.value);
    key(tab(values[0]!), 'ArrowRight');
    expect(document.activeElement).toBe(tab(values[1]!));
    expect(window.location.search).toBe(`?tab=${values[1]}`);
    key(tab(values[1]!), 'End');
    expect(visiblePanels()).toEqual([values.at(-1)]);
    key(tab(values.at(-1)!), 'ArrowRight');
    expect(document.activeElement).toBe(tab(values[0]!));
    key(tab(values[0]!), 'ArrowLeft');
    expect(visiblePanels()).toEqual([values.at(-1)]);
    key(tab(values.at(-1)!), 'Home');
    expect(visiblePanels()).toEqual([values[0]]);
    key(tab(values[0]!), 'a');
    expect(visiblePanels()).toEqual([values[0]]);
  });

  it('works the same on the markup React renders in the browser (every panel, others hidden)', () => {
    const root = render({ hydrates: true, search: 'tab=editors' });
    expect(root.querySelector('template')).toBeNull();
    expect(root.querySelectorAll('[data-tab-panel]')).toHaveLength(5);
    stop = enhanceTabs(root);
    expect(visiblePanels()).toEqual(['editors']);
    const values = publisher.audienceTabs.map((entry) => entry.value);
    key(tab('editors'), 'ArrowRight');
    expect(visiblePanels()).toEqual([values[values.indexOf('editors') + 1]]);
  });

  it('enhances once', () => {
    const root = render();
    stop = enhanceTabs(root);
    enhanceTabs(root)();
    expect(root.hasAttribute('data-enhanced')).toBe(true);
  });
});
