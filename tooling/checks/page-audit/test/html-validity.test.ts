// The Nu HTML Checker through htmlErrors: real runs of the checker on small pages.
import { describe, expect, it } from 'vitest';
import { htmlErrors, newerCssMessages } from '../src/html-validity.ts';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title>${head}</head><body>${body}</body></html>`;

describe('htmlErrors', () => {
  it('finds nothing in valid pages, and each error on the page it is in', async () => {
    const errors = await htmlErrors([
      { address: '/valid', html: page('<main><h1>Journal</h1></main>') },
      { address: '/faq', html: page('<div aria-label="Questions"><p>Why?</p></div>') },
      { address: '/nested', html: page('<p><div>a block in a paragraph</div></p>') },
      { address: '/also-valid', html: page('<div role="group" aria-label="Q"><p>Why?</p></div>') },
    ]);
    const on = (address: string) => errors.filter((error) => error.startsWith(`${address}: `));
    expect(on('/faq')).toEqual([
      expect.stringMatching(
        /^\/faq: The “aria-label” attribute must not be specified on any “div”/,
      ),
    ]);
    expect(on('/nested').length).toBeGreaterThan(0);
    expect(on('/faq').length + on('/nested').length).toBe(errors.length);
  }, 60_000);

  it('sets aside the newer CSS the checker does not know, and nothing else of CSS', async () => {
    const css = `
      .trigger { anchor-name: --menu; }
      .menu { position-anchor: --menu; top: anchor(bottom); left: anchor(left);
        position-try-fallbacks: flip-inline; }
      @supports (animation-timeline: scroll()) {
        .bar { animation-timeline: scroll(); animation-range: 0 200px; }
      }`;
    expect(
      await htmlErrors([
        { address: '/newer-css', html: page('<p>Styled</p>', `<style>${css}</style>`) },
      ]),
    ).toEqual([]);

    const unknown = await htmlErrors([
      { address: '/typo', html: page('<p>Styled</p>', '<style>.a { colr: red; }</style>') },
    ]);
    expect(unknown).toEqual([
      expect.stringMatching(/^\/typo: CSS: “colr”: Property “colr” doesn't exist/),
    ]);
    expect(
      newerCssMessages.some((aside) =>
        aside.test(unknown[0]!.replace(/^\/typo: /, '').replace(/ \[.*$/, '')),
      ),
    ).toBe(false);
  }, 60_000);
});
