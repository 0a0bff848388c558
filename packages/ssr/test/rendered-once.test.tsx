// RenderedOnce on the server, through renderHtml: a page that does not hydrate serves every
// mode's part from the cache without a wrapper; a page that hydrates wraps an island, renders an
// `in-place` part in place (its useId is the page's) and serves a `hydrated` part from the cache.
import { useId } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../src/render-html.tsx';
import { RenderedOnce, type HydratingMode } from '../src/rendered-once.tsx';

function Part() {
  const id = useId();
  return <p id={id}>A part</p>;
}

async function page(hydrating: HydratingMode, hydrate: boolean): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: '/',
      handle: { hydrate },
      Component: () => (
        <RenderedOnce site="indjece" name={`part-${hydrating}`} hydrating={hydrating}>
          <Part />
        </RenderedOnce>
      ),
    },
  ]);
  const { html, hadErrors } = await renderHtml(
    <html lang="en">
      <body>
        <Stub initialEntries={['/']} />
      </body>
    </html>,
    { timeoutMs: 2_000, hydrates: hydrate, onError: () => {} },
  );
  expect(hadErrors).toBe(false);
  return html;
}

/** A part rendered on a root of its own: its ids carry that root's prefix. */
const cachedPart = /<p id="_f[0-9a-z]+-R_[0-9a-z]+_">A part<\/p>/;
const inPlacePart = /<p id="_R_[0-9a-z]+_">A part<\/p>/;

describe('RenderedOnce', () => {
  it('serves every mode from the cache, unwrapped, on a page that does not hydrate', async () => {
    for (const mode of ['island', 'in-place', 'hydrated'] as const) {
      const html = await page(mode, false);
      expect(html).toMatch(cachedPart);
      expect(html).not.toContain('data-static-frame');
    }
  });

  it('wraps an island in a box-less element on a page that hydrates', async () => {
    const html = await page('island', true);
    expect(html).toMatch(
      /<div data-static-frame="part-island" style="display:contents"><p id="_f[0-9a-z]+-R_/,
    );
  });

  it('renders an in-place part in place on a page that hydrates', async () => {
    const html = await page('in-place', true);
    expect(html).toMatch(inPlacePart);
    expect(html).not.toContain('data-static-frame');
  });

  it('serves a hydrated part from the cache, unwrapped, on a page that hydrates', async () => {
    const html = await page('hydrated', true);
    expect(html).toMatch(cachedPart);
    expect(html).not.toContain('data-static-frame');
  });
});
