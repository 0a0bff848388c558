// @vitest-environment node
// The root route every site mounts: the page inside the site's frame in the document, a failure
// no page caught inside the same frame, the head links with the site's own after the shared ones,
// and the hydration and revalidation rules.
import { indjece, publisher } from '@journals/site-config';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, type MetaArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteRoot } from '../../src/ui/document/site-root.tsx';

const assets = {
  stylesheet: '/indjece/assets/site-indjece-test.css',
  iconSprite: '/indjece/assets/icons-test.svg',
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <div data-frame="journal">
      <header>Journal header</header>
      <main>{children}</main>
    </div>
  );
}

const feed = { rel: 'alternate', type: 'application/rss+xml', href: '/indjece/feed.rss' };

function renderAt(root: ReturnType<typeof siteRoot>, path: string): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: () => (
        <root.Layout>
          <root.SiteApp />
        </root.Layout>
      ),
      ErrorBoundary: () => (
        <root.Layout>
          <root.ErrorBoundary />
        </root.Layout>
      ),
      children: [{ path: '/policy', Component: () => <h1>Policy</h1> }],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe('siteRoot', () => {
  const root = siteRoot({ site: indjece, assets, Frame, links: [feed] });

  it('renders the page inside the frame inside the document', () => {
    const html = renderAt(root, '/policy');
    expect(html).toMatch(/^<html lang="en"/);
    expect(html).toContain(
      '<div data-frame="journal"><header>Journal header</header><main><h1>Policy</h1></main></div>',
    );
  });

  it('shows a failure no page caught inside the same frame', async () => {
    const Stub = createRoutesStub([
      {
        id: 'root',
        Component: root.SiteApp,
        ErrorBoundary: root.ErrorBoundary,
        children: [{ path: '/policy', Component: () => <h1>Policy</h1> }],
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/no-such-page']} />);
    expect(html).toContain('<header>Journal header</header>');
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('<h1>Policy</h1>');
  });

  it("lists the stylesheet and favicon, then the site's own links", () => {
    expect(root.links()).toEqual([
      { rel: 'stylesheet', href: assets.stylesheet, precedence: 'site' },
      { rel: 'icon', href: '/indjece/favicon.ico', type: 'image/x-icon' },
      feed,
    ]);
    expect(siteRoot({ site: publisher, assets, Frame }).links()).toHaveLength(2);
  });

  it("titles a failure with the site's error title and keeps it out of search results", () => {
    const args = {
      error: new Error('boom'),
      location: { pathname: '/indjece/x', search: '' },
      matches: [{ id: 'root', data: { origin: 'https://journals.example' } }],
    } as unknown as MetaArgs;
    const tags = root.meta(args);
    expect(tags).toContainEqual({ title: 'Something Went Wrong | INDJECE' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('hydrates every page only with a chat provider, and never revalidates the shared data', () => {
    expect(root.handle).toEqual({ hydrate: indjece.chat !== null });
    expect(siteRoot({ site: { ...indjece, chat: null }, assets, Frame }).handle).toEqual({
      hydrate: false,
    });
    expect(root.shouldRevalidate({} as ShouldRevalidateFunctionArgs)).toBe(false);
  });
});
