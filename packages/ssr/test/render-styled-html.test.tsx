import { describe, expect, it } from 'vitest';
import styled from 'styled-components';
import { renderStyledHtml } from '../src/render-styled-html.tsx';

const Title = styled.h1`
  color: rgb(10, 20, 30);
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

describe('renderStyledHtml', () => {
  it('puts the styles of the rendered components into the head', async () => {
    const { html, hadErrors } = await renderStyledHtml(
      <Document>
        <Title>Volume 2, Issue 3 (2025)</Title>
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    expect(hadErrors).toBe(false);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*data-styled[^>]*>[^<]*color:rgb\(10, ?20, ?30\)/);
    expect(html).toContain('Volume 2, Issue 3 (2025)</h1>');
  });

  it('rejects when the shell itself cannot render', async () => {
    await expect(
      renderStyledHtml(<Broken />, { timeoutMs: 2_000, onError: () => {} }),
    ).rejects.toThrow('boom');
  });

  it("puts the nonce on the style tags, React's scripts and JSON-LD, and nowhere without one", async () => {
    const nonce = 'bm9uY2Utb2YtdGhpcy10ZXN0';
    const page = (
      <Document>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: '{"@type":"Periodical"}' }}
        />
        <Title>With a nonce</Title>
      </Document>
    );
    const { html } = await renderStyledHtml(page, { timeoutMs: 2_000, nonce, onError: () => {} });
    expect(html).toMatch(new RegExp(`<style nonce="${nonce}"[^>]*data-styled`));
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

    const { html: withoutNonce } = await renderStyledHtml(page, {
      timeoutMs: 2_000,
      onError: () => {},
    });
    expect(withoutNonce).not.toContain('nonce=');
  });

  it('fetches the hydration modules at low priority, after a stylesheet with a precedence', async () => {
    const { html } = await renderStyledHtml(
      <Document>
        <link rel="stylesheet" href="/x/assets/site.css" precedence="site" />
        <Title>A list that hydrates</Title>
        <link rel="modulepreload" href="/x/assets/entry.client.js" />
        <link rel="modulepreload" href="/x/assets/route.js" />
      </Document>,
      { timeoutMs: 2_000, onError: () => {} },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const links = head.match(/<link\b[^>]*>/g) ?? [];
    expect(links.map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([
      '/x/assets/site.css',
      '/x/assets/entry.client.js',
      '/x/assets/route.js',
    ]);
    expect(links.slice(1).every((tag) => tag.includes('fetchpriority="low"'))).toBe(true);
    expect(links[0]).not.toContain('fetchpriority');
  });
});
