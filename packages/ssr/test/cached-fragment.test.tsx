// A part of the page rendered once and reused (CachedFragment, through renderHtml): the page is
// the HTML it would be with the part rendered in place (its rules in the head, its image preload
// in the head), the part renders once per key, and a page at the address of one of the part's
// links gets the part with that link marked current.
import type { ReactNode } from 'react';
import { Link, MemoryRouter, StaticRouter, useLocation } from 'react-router';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { CachedFragment } from '../src/cached-fragment.tsx';
import { renderHtml } from '../src/render-html.tsx';

const Bar = styled.nav`
  border-bottom: 3px solid rebeccapurple;
`;

const Heading = styled.h1`
  font-size: 2rem;
`;

let menuRenders = 0;
let withImage = false;
/** Whether the page's own content uses the part's styled component too. */
let barInContent = false;
/** Whether the browser hydrates the part (CachedFragment's `hydrates`). */
let partHydrates = false;

/** A link marked current on its own page (the design system's NavAnchor's rule). */
function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname.replace(/(.)\/+$/, '$1').toLowerCase() === to;
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** A menu whose only dependence on the address is its links' aria-current. */
function Menu() {
  menuRenders += 1;
  return (
    <Bar aria-label="Main">
      <MenuLink to="/">Home</MenuLink> <MenuLink to="/about">About</MenuLink>
      {withImage ? <img src="/hero.svg" alt="" fetchPriority="high" /> : null}
    </Bar>
  );
}

function Page({ path, cacheKey, cached }: { path: string; cacheKey: string; cached: boolean }) {
  const menu = <Menu />;
  return (
    <html lang="en">
      <head>
        <title>A page</title>
      </head>
      <body>
        <MemoryRouter initialEntries={[path]}>
          {cached ? (
            <CachedFragment
              cacheKey={cacheKey}
              pathname={path}
              elsewhere="/.elsewhere"
              hydrates={partHydrates}
              root={(location: string, part: ReactNode) => (
                <StaticRouter location={location}>{part}</StaticRouter>
              )}
            >
              {menu}
            </CachedFragment>
          ) : (
            menu
          )}
          <main>
            <Heading>Content</Heading>
            {barInContent ? <Bar aria-label="Sections" /> : null}
          </main>
        </MemoryRouter>
      </body>
    </html>
  );
}

async function page(
  path: string,
  cacheKey: string,
  cached = true,
  hydrates = false,
): Promise<string> {
  const { html, hadErrors } = await renderHtml(
    <Page path={path} cacheKey={cacheKey} cached={cached} />,
    { timeoutMs: 2_000, hydrates, onError: () => {} },
  );
  expect(hadErrors).toBe(false);
  return html;
}

describe('CachedFragment', () => {
  it('serves the HTML of the part rendered in place: markup, rules and preload', async () => {
    for (const path of ['/about', '/papers/12']) {
      const inPlace = await page(path, `same-${path}`, false);
      const cached = await page(path, `same-${path}`);
      expect(cached).toBe(inPlace);
      expect(cached).toMatch(/<style[^>]*>[^<]*border-bottom:3px solid rebeccapurple;/);
      expect(cached).not.toContain('<template');
    }
  });

  it("keeps the part's own rules out of styled-components' sheet on a page that hydrates", async () => {
    const html = await page('/papers/4', 'hydrates', true, true);
    const [styled = '', apart = ''] = html.match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
    expect(styled).toMatch(/^<style data-styled="true"/);
    expect(styled).toMatch(/font-size:2rem;[^<]*data-styled\.g\d+\[id=/);
    expect(styled).not.toContain('rebeccapurple');
    // After styled-components' sheet, as plain CSS its browser side does not take over.
    expect(apart).toBe('<style>.foUBxW{border-bottom:3px solid rebeccapurple;}</style>');
    // The page's markup is the same as with the part rendered in place.
    const inPlace = await page('/papers/4', 'hydrates', false, true);
    const withoutStyles = (text: string) => text.replaceAll(/<style[^>]*>[^<]*<\/style>/g, '');
    expect(withoutStyles(html)).toBe(withoutStyles(inPlace));
    expect(inPlace).toMatch(/<style data-styled="true"[^>]*>[^<]*rebeccapurple/);
  });

  it("keeps the rules of a component the page renders too in styled-components' sheet", async () => {
    barInContent = true;
    try {
      const html = await page('/papers/5', 'shared', true, true);
      const styles = html.match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
      expect(styles).toHaveLength(1);
      expect(styles[0]).toMatch(
        /rebeccapurple;}\/\*!sc\*\/\ndata-styled\.g\d+\[id="[^"]+"\]\{content:"foUBxW,"\}/,
      );
      expect(html).toBe(await page('/papers/5', 'shared', false, true));
    } finally {
      barInContent = false;
    }
  });

  it("keeps the rules of a part the browser hydrates in styled-components' sheet", async () => {
    partHydrates = true;
    try {
      const first = await page('/papers/6', 'hydrated part', true, true);
      const again = await page('/papers/6', 'hydrated part', true, true);
      const inPlace = await page('/papers/6', 'hydrated part', false, true);
      // Byte for byte the page with the part rendered in place, its rules with their marker.
      expect(first).toBe(inPlace);
      expect(again).toBe(inPlace);
      const styles = inPlace.match(/<style[^>]*>[^<]*<\/style>/g) ?? [];
      expect(styles).toHaveLength(1);
      expect(styles[0]).toMatch(
        /rebeccapurple;}\/\*!sc\*\/\ndata-styled\.g\d+\[id="[^"]+"\]\{content:"foUBxW,"\}/,
      );
    } finally {
      partHydrates = false;
    }
  });

  it("gives each page the preload React puts in the head for the part's eager image", async () => {
    withImage = true;
    try {
      const inPlace = await page('/papers/3', 'image', false);
      const cached = await page('/papers/3', 'image');
      const preloadOf = (html: string) => {
        const head = html.slice(0, html.indexOf('</head>'));
        const tag = /<link rel="preload"([^>]*)\/>/.exec(head)?.[1] ?? '';
        return tag.trim().split(' ').sort();
      };
      expect(preloadOf(inPlace)).toEqual([
        'as="image"',
        'fetchPriority="high"',
        'href="/hero.svg"',
      ]);
      expect(preloadOf(cached)).toEqual(preloadOf(inPlace));
      // Only there: the part itself starts with its own element.
      expect(cached.match(/rel="preload"/g)).toHaveLength(1);
      expect(cached).toContain('<nav aria-label="Main"');
    } finally {
      withImage = false;
    }
  });

  it('renders the part once for every address none of its links points to', async () => {
    menuRenders = 0;
    const first = await page('/papers/1', 'once');
    const second = await page('/papers/2', 'once');
    const third = await page('/blogs/a', 'once');
    expect(menuRenders).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first).not.toContain('aria-current');
  });

  it('marks the link of the page it is on, with a render of its own for that address', async () => {
    menuRenders = 0;
    const about = await page('/about', 'current');
    const aboutAgain = await page('/About/', 'current');
    const home = await page('/', 'current');
    expect(about).toMatch(/<a aria-current="page" href="\/about"[^>]*>About<\/a>/);
    expect(about).not.toMatch(/<a aria-current="page" href="\/"/);
    expect(aboutAgain).toBe(about);
    expect(home).toMatch(/<a aria-current="page" href="\/"[^>]*>Home<\/a>/);
    expect(home).not.toMatch(/<a aria-current="page" href="\/about"/);
    // Elsewhere (to learn the links), /about, / ; /About/ is /about's.
    expect(menuRenders).toBe(3);
  });

  it('renders a new part for a new key (settings that changed)', async () => {
    menuRenders = 0;
    await page('/x', 'settings-1');
    await page('/x', 'settings-2');
    expect(menuRenders).toBe(2);
  });
});
