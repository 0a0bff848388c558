// @vitest-environment node
// A list's paper cards as the server serves them (docs/adr/026-one-render-once-mechanism.md):
// rendered once per paper version and reused, they are byte for byte the cards the browser renders
// in place when it hydrates the list, their rules in styled-components' sheet; a paper changed in
// the API is served with its change.
import type { PaperSummary } from '@journals/api-contract';
import { SiteThemeProvider } from '@journals/design-system';
import { PaperCardList } from '@journals/paper-list/screen';
import { renderHtml } from '@journals/ssr/render-html';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cachedPaperCard } from '../../src/papers/cached-paper-card.tsx';
import { listedPapers as papers } from './fixtures.ts';

/** A page of the list's cards as the server renders it, on a page that hydrates. */
async function listPage(list: readonly PaperSummary[], cached: boolean): Promise<string> {
  const { html, hadErrors } = await renderHtml(
    <html lang="en">
      <head>
        <title>Papers</title>
      </head>
      <body>
        <StaticRouter basename="/indjece" location="/indjece/archives/paperlist?year=2025">
          <SiteThemeProvider site="indjece" iconSprite="/indjece/assets/icons.svg">
            <PaperCardList
              variant="archives"
              papers={list}
              prefix="/indjece/"
              label="Papers"
              cachedCard={cached ? cachedPaperCard : undefined}
            />
          </SiteThemeProvider>
        </StaticRouter>
      </body>
    </html>,
    { timeoutMs: 5_000, hydrates: true, onError: () => {} },
  );
  expect(hadErrors).toBe(false);
  return html;
}

describe("the server's paper cards", () => {
  it('are the cards rendered in place, byte for byte, the first time and from the cache', async () => {
    const inPlace = await listPage(papers, false);
    expect(await listPage(papers, true)).toBe(inPlace);
    expect(await listPage(papers, true)).toBe(inPlace);
    expect(inPlace).toContain('>Low-Noise Amplifier Design for 5G Receivers</a>');
    expect(inPlace).toContain('>Load Flow in Radial Feeders</a>');
    // One styled-components sheet, with the markers the browser's styled-components reads.
    expect(inPlace.match(/<style[^>]*>/g)).toEqual([expect.stringMatching(/^<style data-styled/)]);
    expect(inPlace).toMatch(/data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]+"\}/);
  });

  it('serves a paper changed in the API with its change', async () => {
    const [first, second] = papers as [PaperSummary, PaperSummary];
    await listPage([first, second], true);
    const changed = {
      ...first,
      title: 'Low-Noise Amplifier Design for 5G Receivers (Corrected)',
      updatedAt: '2025-09-01T10:00:00.000Z',
    };
    const html = await listPage([changed, second], true);
    expect(html).toContain('>Low-Noise Amplifier Design for 5G Receivers (Corrected)</a>');
    expect(html).not.toContain('>Low-Noise Amplifier Design for 5G Receivers</a>');
    expect(html).toBe(await listPage([changed, second], false));
  });
});
