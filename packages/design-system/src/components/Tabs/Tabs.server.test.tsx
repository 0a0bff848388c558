// Before the script runs (the server HTML, a page without JavaScript), tabs given addresses are
// links to those addresses, and only the selected tab's content is in the page.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteThemeProvider } from '../../theme/SiteThemeProvider.tsx';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'authors', label: 'For Authors', content: 'Authors text' },
  { value: 'researchers', label: 'For Researchers', content: 'Researchers text' },
];

const render = (value: string | null) =>
  renderToString(
    <MemoryRouter>
      <SiteThemeProvider site="publisher">
        <Tabs
          label="Audience"
          items={items}
          value={value}
          defaultValue="authors"
          hrefForValue={(tab) => `?tab=${tab}`}
        />
      </SiteThemeProvider>
    </MemoryRouter>,
  );

/** The opening tag of the link to `href`, whatever the order of its attributes. */
const linkTo = (html: string, href: string) =>
  html.match(/<a\b[^>]*>/g)?.find((tag) => tag.includes(`href="${href}"`)) ?? '';

describe('Tabs with addresses, in the server HTML', () => {
  it('are links in a navigation named like the tab list, the selected one current', () => {
    const html = render('researchers');
    expect(html).toMatch(/<nav aria-label="Audience">/);
    expect(linkTo(html, '/?tab=authors')).not.toContain('aria-current');
    expect(linkTo(html, '/?tab=researchers')).toContain('aria-current="page"');
    expect(html).not.toContain('role="tab"');
  });

  it('hold only the selected panel', () => {
    const html = render('researchers');
    expect(html).toContain('Researchers text');
    expect(html).not.toContain('Authors text');
  });

  it('fall back to the default tab for an unknown value', () => {
    const html = render('administrators');
    expect(html).toContain('Authors text');
    expect(linkTo(html, '/?tab=authors')).toContain('aria-current="page"');
  });

  it('are ARIA tabs without addresses', () => {
    const html = renderToString(
      <SiteThemeProvider site="publisher">
        <Tabs label="Audience" items={items} />
      </SiteThemeProvider>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).not.toContain('<nav');
  });
});
