// Without JavaScript the menus still work: their links are in the server HTML, the dropdowns
// open through CSS and the phone menu's toggle is a link to the menu.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteThemeProvider } from '../theme/SiteThemeProvider.tsx';
import { DropdownMenu } from './DropdownMenu/DropdownMenu.tsx';
import { MobileMenu } from './MobileMenu/MobileMenu.tsx';
import { Pager } from './Pager/Pager.tsx';

const render = (ui: ReactElement) =>
  renderToString(
    <MemoryRouter>
      <SiteThemeProvider site="indjece">{ui}</SiteThemeProvider>
    </MemoryRouter>,
  );

const items = [
  { label: 'Aim and Scope', href: '/aim-and-scope' },
  { label: 'Editorial Board', href: '/editorial-board' },
];

describe('menus in the server HTML', () => {
  it('puts every dropdown link in the HTML, not hidden', () => {
    const html = render(<DropdownMenu label="About Us" items={items} />);
    expect(html).toContain('href="/aim-and-scope"');
    expect(html).toContain('href="/editorial-board"');
    expect(html).not.toMatch(/<ul[^>]*hidden/);
  });

  it('makes the phone menu toggle a link to the menu panel', () => {
    const html = render(<MobileMenu items={[{ label: 'About Us', items }]} />);
    const panelId = /<a[^>]*href="#([^"]+)"/.exec(html)?.[1];
    expect(panelId).toBeTruthy();
    expect(html).toContain(`id="${panelId}"`);
    expect(html).toContain('href="/editorial-board"');
  });

  it('renders pager pages as links', () => {
    const html = render(
      <Pager page={2} totalPages={3} hrefForPage={(page) => `/archives?page=${page}`} />,
    );
    expect(html).toContain('href="/archives?page=3"');
    expect(html).toContain('aria-current="page"');
  });
});
