// The home's audience section: the design system's Tabs with the publisher's five audiences, as
// the server HTML of the home (which does not hydrate) has them, and as React renders them in the
// browser. The tabs' enhancement script is tested with the design system's Tabs.
import { publisherHome } from '@journals/content';
import { SiteThemeProvider } from '@journals/design-system';
import { publisher } from '@journals/site-config';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AudienceTabs, selectedAudience } from '../../app/home/AudienceTabs.tsx';

const home = publisherHome(publisher);
const values = publisher.audienceTabs.map((entry) => entry.value);

function render({ hydrates = false, search = '' } = {}): HTMLElement {
  const selected = selectedAudience(home.audiences, new URLSearchParams(search).get('tab'));
  document.body.innerHTML = renderToString(
    <SiteThemeProvider site="publisher">
      <AudienceTabs
        audiences={home.audiences}
        joinPanel={home.joinPanel}
        selected={selected}
        live={hydrates}
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

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the audience tabs in the server HTML', () => {
  it('are links by address to the section, the selected panel in the page, the others in a template', () => {
    const root = render({ search: 'tab=librarians' });
    const nav = root.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Audience');
    expect(nav.getAttribute('role')).toBeNull();
    expect(root.dataset.tabsParam).toBe('tab');
    expect(tab('librarians').getAttribute('aria-current')).toBe('page');
    expect(tab('librarians').getAttribute('href')).toBe('?tab=librarians#audiences');
    expect(tab('librarians').id).toBe('audiences-tab-librarians');
    expect(visiblePanels()).toEqual(['librarians']);
    const panel = document.getElementById('audiences-tab-librarians-panel')!;
    expect(panel.getAttribute('role')).toBe('region');
    expect(panel.getAttribute('aria-labelledby')).toBe('audiences-tab-librarians');
    expect(root.textContent).toContain('Open content for your collections');
    expect(root.textContent).not.toContain('Publish your research with confidence');
    expect(
      root.querySelector('template')!.content.querySelectorAll('[data-tab-panel]'),
    ).toHaveLength(4);
  });

  it('select the first audience for a missing or unknown tab', () => {
    for (const search of ['', 'tab=administrators']) {
      render({ search });
      expect(tab(values[0]!).getAttribute('aria-current')).toBe('page');
      expect(visiblePanels()).toEqual([values[0]]);
    }
  });

  it('have every panel, the others hidden, when React renders them in the browser', () => {
    const root = render({ hydrates: true, search: 'tab=editors' });
    expect(root.querySelector('template')).toBeNull();
    expect(root.querySelectorAll('[data-tab-panel]')).toHaveLength(values.length);
    expect(visiblePanels()).toEqual(['editors']);
  });

  it('are followed by the invitation to join', () => {
    render();
    const section = document.getElementById('audiences')!;
    expect(section.textContent).toContain(home.joinPanel.heading);
  });
});
