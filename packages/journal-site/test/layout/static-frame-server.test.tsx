// @vitest-environment node
// The server's shape of the journal frame (RenderedOnce islands): a page that does not hydrate
// serves the frame as it is, a page that hydrates wraps it in the island's element (a box-less
// display: contents).
import { SiteThemeProvider } from '@journals/design-system';
import { RenderedOnce } from '@journals/ssr/rendered-once';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { JournalLayout } from '../../src/layout/JournalLayout.tsx';

function serverHtml(hydrate: boolean): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      handle: { hydrate },
      Component: () => (
        <RenderedOnce site="indjece" name="header" hydrating="island">
          <nav aria-label="Main">
            <a href="/indjece/about">About</a>
          </nav>
        </RenderedOnce>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('The frame islands on the server', () => {
  it('serves the frame without a wrapper on a page that does not hydrate', () => {
    const html = serverHtml(false);
    expect(html).toContain('<nav aria-label="Main"><a href="/indjece/about">About</a></nav>');
    expect(html).not.toContain('data-static-frame');
  });

  it('wraps the frame in a box-less island on a page that hydrates', () => {
    expect(serverHtml(true)).toContain(
      '<div data-static-frame="header" style="display:contents"><nav aria-label="Main"><a href="/indjece/about">About</a></nav></div>',
    );
  });

  it('wraps each part of the journal frame on a page that hydrates, and changes nothing else', () => {
    function Page() {
      const id = useId();
      return <h1 id={id}>A page</h1>;
    }
    const layoutHtml = (hydrate: boolean) => {
      const Stub = createRoutesStub([
        {
          path: '*',
          handle: { hydrate },
          Component: () => (
            <JournalLayout>
              <Page />
            </JournalLayout>
          ),
        },
      ]);
      return renderToString(
        <SiteThemeProvider site="indjece">
          <Stub initialEntries={['/aim-and-scope']} />
        </SiteThemeProvider>,
      );
    };
    const plain = layoutHtml(false);
    const hydrating = layoutHtml(true);
    expect(plain).not.toContain('data-static-frame');
    expect([...hydrating.matchAll(/<div data-static-frame="([a-z-]+)"/g)].map((m) => m[1])).toEqual(
      ['skip-link', 'header', 'side', 'footer', 'back-to-top'],
    );
    // The wrappers are all that differs, and the ids (useId) are the same: the page's own part
    // hydrates against what the server sent.
    const wrappers = ['skip-link', 'header', 'side', 'footer', 'back-to-top'].map(
      (name) => `<div data-static-frame="${name}" style="display:contents"></div>`,
    );
    expect(hydrating.length).toBe(plain.length + wrappers.join('').length);
    const ids = (html: string) => html.match(/_R_[0-9a-z]+_/g) ?? [];
    expect(ids(plain).length).toBeGreaterThan(1);
    expect(ids(hydrating)).toEqual(ids(plain));
  });
});
