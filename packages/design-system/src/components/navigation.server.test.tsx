// Without JavaScript the menus still work: their links are in the server HTML, and the buttons
// that open them are popover invokers the browser runs by itself.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteThemeProvider } from '../theme/SiteThemeProvider.tsx';
import { DropdownMenu } from './DropdownMenu/DropdownMenu.tsx';
import { MobileMenu } from './MobileMenu/MobileMenu.tsx';
import { Pager } from './Pager/Pager.tsx';
import { ScrollToTop } from './ScrollToTop/ScrollToTop.tsx';
import { Accordion } from './Accordion/Accordion.tsx';

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
  it('puts every dropdown link in the HTML, in a popover its button opens', () => {
    const html = render(<DropdownMenu label="About Us" items={items} />);
    expect(html).toContain('href="/aim-and-scope"');
    expect(html).toContain('href="/editorial-board"');
    const menuId =
      /<ul[^>]*\bid="([^"]+)"[^>]*popover="auto"|<ul[^>]*popover="auto"[^>]*\bid="([^"]+)"/.exec(
        html,
      );
    const id = menuId?.[1] ?? menuId?.[2];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<button[^>]*popovertarget="${id}"`, 'i'));
    expect(html).not.toMatch(/<ul[^>]*hidden/);
    // The browser states whether it is open; a fixed aria-expanded would contradict it.
    expect(html).not.toContain('aria-expanded');
  });

  it('makes the phone menu a popover its button opens, with its groups as details', () => {
    const html = render(
      <MobileMenu variant="overlay" title="INDJECE" items={[{ label: 'About Us', items }]} />,
    );
    const panelId = /<button[^>]*popovertarget="([^"]+)"/i.exec(html)?.[1];
    expect(panelId).toBeTruthy();
    expect(html).toMatch(new RegExp(`<div[^>]*id="${panelId}"[^>]*popover="auto"`));
    expect(html).toMatch(
      new RegExp(`<button[^>]*popovertarget="${panelId}"[^>]*popovertargetaction="hide"`, 'i'),
    );
    expect(html).toMatch(/<details[^>]*><summary[^>]*>About Us/);
    expect(html).toContain('href="/editorial-board"');
    expect(html).not.toContain('aria-modal');
    expect(html).not.toContain('aria-expanded');
  });

  it('opens the phone menu group that holds the current page', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/editorial-board']}>
        <SiteThemeProvider site="indjece">
          <MobileMenu
            items={[
              { label: 'About Us', items },
              { label: 'Other', items: [{ label: 'X', href: '/x' }] },
            ]}
          />
        </SiteThemeProvider>
      </MemoryRouter>,
    );
    expect(html.match(/<details[^>]*>/g)).toEqual([
      expect.stringContaining('open'),
      expect.not.stringContaining('open'),
    ]);
  });

  it('makes the back-to-top button a plain link to the top, not hidden', () => {
    const html = render(<ScrollToTop />);
    expect(html).toMatch(/<a[^>]*href="#top"/);
    expect(html).not.toMatch(/<a[^>]*hidden/);
  });

  it('groups accordion items under one details name, the chosen one open', () => {
    const html = render(
      <Accordion
        items={[
          { id: 'a', title: 'A', content: 'a' },
          { id: 'b', title: 'B', content: 'b' },
        ]}
        defaultOpenId="b"
      />,
    );
    const tags = html.match(/<details[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    const names = tags.map((tag) => /name="([^"]+)"/.exec(tag)?.[1]);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
    expect(tags.map((tag) => /\bopen=""/.test(tag))).toEqual([false, true]);
  });

  it('renders pager pages as links', () => {
    const html = render(
      <Pager page={2} totalPages={3} hrefForPage={(page) => `/archives?page=${page}`} />,
    );
    expect(html).toContain('href="/archives?page=3"');
    expect(html).toContain('aria-current="page"');
  });
});
