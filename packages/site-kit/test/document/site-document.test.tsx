// @vitest-environment node
// The document as the server writes it: the scripts and scroll restoration only on a page whose
// route opts into hydration; any other page has no script (JSON-LD aside) and no modulepreload.
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonLdMeta } from '../../src/ui/meta/json-ld.ts';
import { SiteDocument } from '../../src/ui/document/SiteDocument.tsx';

const site = { id: 'indjece', language: 'en' } as const;
const assets = {
  stylesheet: '/indjece/assets/site-indjece-test.css',
  iconSprite: '/indjece/assets/icons-test.svg',
};

function documentAt(path: string): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: () => (
        <SiteDocument site={site} assets={assets}>
          <Outlet />
        </SiteDocument>
      ),
      children: [
        {
          path: '/policy',
          meta: () => [jsonLdMeta({ '@context': 'https://schema.org', '@type': 'WebPage' })],
          Component: () => <h1>Policy</h1>,
        },
        { path: '/list', handle: { hydrate: true }, Component: () => <h1>List</h1> },
        {
          path: '/paper',
          handle: {
            hydrate: ({ search }: { search: string }) => search.includes('section='),
            enhance: ['/indjece/assets/enhance-copy-test.js'],
          },
          Component: () => <h1>Paper</h1>,
        },
        {
          path: '/ethics',
          handle: { hydrate: ({ search }: { search: string }) => search.includes('target=') },
          Component: () => <h1>Ethics</h1>,
        },
        {
          path: '/guide',
          handle: {
            enhance: ({ search }: { search: string }) =>
              search.includes('target=') ? ['/indjece/assets/enhance-scroll-test.js'] : [],
          },
          Component: () => <h1>Guide</h1>,
        },
      ],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

/** The script tags of the page but its JSON-LD data blocks. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('type="application/ld+json"'));
}

describe('SiteDocument', () => {
  it('writes no script and no modulepreload on a page that does not opt in', () => {
    const html = documentAt('/policy');
    expect(html).toContain('<h1>Policy</h1>');
    expect(html).toContain('type="application/ld+json"');
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('__reactRouterContext');
    expect(html).not.toContain('react-router-scroll-positions');
    expect(html).not.toContain('nonce');
  });

  it('writes the scripts and scroll restoration on a page whose route opts in', () => {
    const html = documentAt('/list');
    expect(html).toContain('<h1>List</h1>');
    expect(html).toContain('rel="modulepreload"');
    expect(executableScripts(html)).toContain('<script type="module" async="">');
    expect(html).toContain('react-router-scroll-positions');
  });

  it('writes no nonce and no csp-nonce meta, on a page that hydrates or not (docs/adr/024)', () => {
    for (const path of ['/list', '/paper', '/ethics?target=plagiarism-policy']) {
      expect(documentAt(path)).not.toMatch(/nonce/);
    }
  });

  it("follows a route's rule of the query", () => {
    expect(executableScripts(documentAt('/ethics'))).toEqual([]);
    expect(
      executableScripts(documentAt('/ethics?target=plagiarism-policy')).length,
    ).toBeGreaterThan(0);
  });

  it('writes only the enhancement scripts a page that does not hydrate names', () => {
    const html = documentAt('/paper');
    expect(html).toContain('<h1>Paper</h1>');
    expect(executableScripts(html)).toEqual([
      '<script type="module" src="/indjece/assets/enhance-copy-test.js">',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('__reactRouterContext');
  });

  it("follows a route's rule of the query for its enhancement scripts", () => {
    expect(executableScripts(documentAt('/guide'))).toEqual([]);
    expect(executableScripts(documentAt('/guide?target=policy'))).toEqual([
      '<script type="module" src="/indjece/assets/enhance-scroll-test.js">',
    ]);
  });

  it('leaves the enhancement scripts out of a page that hydrates (its components do the work)', () => {
    const html = documentAt('/paper?section=References');
    expect(html).toContain('rel="modulepreload"');
    expect(html).not.toContain('enhance-copy-test.js');
  });
});
