import { createHash } from 'node:crypto';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { CachedFragment } from '../src/cached-fragment.tsx';
import { renderHtml } from '../src/render-html.tsx';

const Title = styled.h1`
  font-size: 2.25rem;
`;

const Quote = styled.q`
  &::before {
    content: '“';
  }
`;

function Document({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>Test page</title>
      </head>
      <body>{children}</body>
    </html>
  );
}

function Broken(): React.ReactNode {
  throw new Error('boom');
}

describe('renderHtml', () => {
  it('renders the whole document with the rules of its styled components in the head', async () => {
    const { html, hadErrors } = await renderHtml(
      <Document>
        <Title>Volume 2, Issue 3 (2025)</Title>
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    expect(hadErrors).toBe(false);
    const className = /<h1 class="([^"]+)">Volume 2, Issue 3 \(2025\)<\/h1>/.exec(html)?.[1];
    expect(className).toBeDefined();
    const head = html.slice(0, html.indexOf('</head>'));
    const styleTags = head.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? [];
    expect(styleTags).toHaveLength(1);
    const generated = className?.split(' ').at(-1) ?? '';
    expect(styleTags[0]).toContain(`.${generated}{font-size:2.25rem;}`);
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
  });

  it("keeps styled-components' rehydration markers only on a page that hydrates", async () => {
    const page = (
      <Document>
        <Title>Volume 2, Issue 3 (2025)</Title>
      </Document>
    );
    const styleOf = (html: string) => /<style\b[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hydrating = styleOf(
      (await renderHtml(page, { timeoutMs: 2_000, onError: () => {} })).html,
    );
    expect(hydrating).toMatch(/\{font-size:2\.25rem;\}\/\*!sc\*\//);
    expect(hydrating).toMatch(/data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]+,"\}/);

    const still = styleOf(
      (await renderHtml(page, { timeoutMs: 2_000, hydrates: false, onError: () => {} })).html,
    );
    expect(still).toMatch(/^\.[\w-]+\{font-size:2\.25rem;\}$/);
    expect(still).not.toContain('data-styled.g');
    expect(still).not.toContain('/*!sc*/');
  });

  it('rejects when the shell itself cannot render', async () => {
    await expect(renderHtml(<Broken />, { timeoutMs: 2_000, onError: () => {} })).rejects.toThrow(
      'boom',
    );
  });

  it('names the SHA-256 of each inline script it wrote, and no data block, for the policy', async () => {
    const context = 'window.__context = {"page":"Pages 12–19"};';
    const entry = 'import("/x/assets/entry.client.js");';
    const { html, scripts } = await renderHtml(
      <Document>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: '{"@type":"Periodical"}' }}
        />
        <Title>A page with scripts</Title>
        <script dangerouslySetInnerHTML={{ __html: context }} />
        <script type="module" dangerouslySetInnerHTML={{ __html: entry }} />
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
    expect(scripts).toEqual({ inlineHashes: [sha256(context), sha256(entry)], loadsFiles: true });
    expect(html).not.toContain('nonce');
  });

  it('names no script for a page without one, and the files a page loads', async () => {
    const plain = await renderHtml(
      <Document>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{}' }} />
        <Title>No script</Title>
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    expect(plain.scripts).toEqual({ inlineHashes: [], loadsFiles: false });
    const enhanced = await renderHtml(
      <Document>
        <Title>An enhancement</Title>
        <script type="module" src="/x/assets/copy.js" />
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    expect(enhanced.scripts).toEqual({ inlineHashes: [], loadsFiles: true });
  });

  it("leaves out the hydration modules' preloads and keeps the stylesheet and the module script", async () => {
    const { html } = await renderHtml(
      <Document>
        <link rel="stylesheet" href="/x/assets/site.css" precedence="site" />
        <Title>A list that hydrates</Title>
        <link rel="modulepreload" href="/x/assets/entry.client.js" />
        <link rel="modulepreload" href="/x/assets/route.js" />
        <link rel="preload" as="image" href="/x/assets/cover.png" />
        <p>The list</p>
        <script type="module" src="/x/assets/entry.client.js" />
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    expect(html).not.toContain('modulepreload');
    const head = html.slice(0, html.indexOf('</head>'));
    const links = head.match(/<link\b[^>]*>/g) ?? [];
    expect(links.map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([
      '/x/assets/site.css',
      '/x/assets/cover.png',
    ]);
    // The module script stays, after the content.
    expect(html.indexOf('<script type="module" src="/x/assets/entry.client.js">')).toBeGreaterThan(
      html.indexOf('<p>The list</p>'),
    );
  });

  it('serves text beyond Latin-1 as UTF-8: in the page, a cached part, a rule and JSON-LD', async () => {
    const { html, body } = await renderHtml(
      <Document>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: '{"name":"Pages 12–19 — “α”"}' }}
        />
        <CachedFragment
          cacheKey="beyond Latin-1"
          pathname="/"
          elsewhere="/.elsewhere"
          root={(_location, part) => <>{part}</>}
        >
          <p>A part: Müller – 東京 😀</p>
        </CachedFragment>
        <Quote>Signal – noise</Quote>
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    expect(html).toContain('<p>A part: Müller – 東京 😀</p>');
    expect(html).toMatch(/<q class="[^"]+">Signal – noise<\/q>/);
    expect(html).toMatch(/::before\{content:'“';\}/);
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"Pages 12–19 — “α”"}</script>',
    );
    expect(body.equals(Buffer.from(html, 'utf8'))).toBe(true);
  });

  it("writes each page's own rules, though pages of a kind share their CSS", async () => {
    const styleTags = (html: string) => html.match(/<style\b[^>]*>[^<]*<\/style>/g) ?? [];
    const render = async (withQuote: boolean) =>
      styleTags(
        (
          await renderHtml(
            <Document>
              <Title>Kept CSS</Title>
              {withQuote ? <Quote>A quote</Quote> : null}
            </Document>,
            { timeoutMs: 2_000, hydrates: false, onError: () => {} },
          )
        ).html,
      );
    const [first = ''] = await render(false);
    const [second = ''] = await render(false);
    expect(first).toMatch(/^<style data-styled="true" data-styled-version="[^"]+">/);
    expect(second).toBe(first);
    expect(second).not.toContain('content:');
    const [withQuote = ''] = await render(true);
    expect(withQuote).toContain("content:'“'");
    expect(withQuote).toContain('font-size:2.25rem');
    expect((await render(false))[0]).not.toContain('content:');
  });
});
