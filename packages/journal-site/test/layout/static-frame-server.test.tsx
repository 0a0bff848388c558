// @vitest-environment node
// The server's shape of the static frame: a page that does not hydrate serves the frame as it
// is, a page that hydrates wraps it in the island's element (a box-less display: contents).
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StaticFrame } from '../../src/layout/StaticFrame.tsx';

function serverHtml(hydrate: boolean): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      handle: { hydrate },
      Component: () => (
        <StaticFrame name="header">
          <nav aria-label="Main">
            <a href="/indjece/about">About</a>
          </nav>
        </StaticFrame>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('StaticFrame on the server', () => {
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
});
