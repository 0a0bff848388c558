// The tabs' enhancement script (tabs.ts) on the server HTML of Tabs.tsx as a page that does not
// hydrate receives it (the other panels in a <template>), and on the markup React renders in the
// browser (every panel).
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { SiteThemeProvider } from '../../theme/SiteThemeProvider.tsx';
import { enhanceTabs } from './tabs.ts';
import { Tabs } from './Tabs.tsx';

const audiences = [
  ['authors', 'For Authors', 'Publish your research with confidence'],
  ['researchers', 'For Researchers', 'Read every paper for free'],
  ['editors', 'For Editors', 'Shape the journal'],
  ['reviewers', 'For Reviewers', 'Review for our journals'],
  ['librarians', 'For Librarians', 'Open content for your collections'],
] as const;
const values = audiences.map(([value]) => value);
const items = audiences.map(([value, label, text]) => ({ value, label, content: <p>{text}</p> }));

const testAddress = window.location.href;

function render({ hydrates = false, search = '' } = {}): HTMLElement {
  const address = new URL(testAddress);
  address.search = search;
  window.history.replaceState(null, '', address);
  document.body.innerHTML = renderToString(
    <SiteThemeProvider site="publisher">
      <Tabs
        label="Audience"
        items={items}
        value={new URLSearchParams(search).get('tab')}
        hrefForValue={(value) => `?tab=${value}#audiences`}
        idPrefix="audiences"
        deferHiddenPanels={!hydrates}
      />
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
beforeEach(() => {
  stop = () => {};
});
afterEach(() => {
  stop();
  cleanup();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', testAddress);
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

describe('the tabs without a script', () => {
  it('fall back to the default tab for a missing or unknown value', () => {
    render({ search: 'tab=administrators' });
    expect(tab('authors').getAttribute('aria-current')).toBe('page');
    expect(visiblePanels()).toEqual(['authors']);
  });
});

describe('Tabs rendered by React in the browser', () => {
  it('run the script: ARIA tabs, every panel in the page, the default address `?tab=`', async () => {
    const { container } = renderWithProviders(<Tabs label="Audience" items={items} />);
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('For Authors');
    expect(selected).toHaveAttribute('href', '?tab=authors');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Audience');
    expect(container.querySelectorAll('[data-tab-panel]')).toHaveLength(5);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Authors');
  });
});

describe('enhanceTabs', () => {
  it('makes ARIA tabs of the links and panels of the template, the selected one shown', () => {
    const root = render({ search: 'tab=librarians' });
    stop = enhanceTabs(root);
    expect(root.querySelector('nav')!.getAttribute('role')).toBe('tablist');
    expect(root.querySelector('template')).toBeNull();
    const tabs = [...root.querySelectorAll('[role="tab"]')];
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
    expect(new URL(window.location.href).searchParams.get('tab')).toBe('reviewers');
    expect(window.history.length).toBe(entries);
    expect(root.textContent).toContain('Review for our journals');
  });

  it('lets a click with a modifier key follow the link', () => {
    const root = render();
    stop = enhanceTabs(root);
    // Whether the script left the link to the browser; then the test page stays where it is.
    let followed = false;
    const record = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    tab('editors').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    window.removeEventListener('click', record);
    expect(followed).toBe(true);
    expect(visiblePanels()).toEqual(['authors']);
  });

  it('moves with the arrow keys (wrapping), Home and End, the focus and the address following', () => {
    const root = render();
    stop = enhanceTabs(root);
    key(tab(values[0]!), 'ArrowRight');
    expect(document.activeElement).toBe(tab(values[1]!));
    expect(new URL(window.location.href).searchParams.get('tab')).toBe(values[1]);
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
