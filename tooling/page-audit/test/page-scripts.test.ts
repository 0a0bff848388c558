import { describe, expect, it } from 'vitest';
import { readPageScripts, shipsNoScript } from '../src/page-scripts.ts';

const jsonLd = '<script type="application/ld+json">{"@type":"WebPage"}</script>';

describe('readPageScripts', () => {
  it('finds nothing to run in a page with only JSON-LD', () => {
    const scripts = readPageScripts(
      `<html><head>${jsonLd}</head><body><h1>Policy</h1></body></html>`,
    );
    expect(scripts).toEqual({ executable: [], modulePreloads: [], routerContext: false });
    expect(shipsNoScript(scripts)).toBe(true);
  });

  it("finds a hydrating page's module, preloads and React Router context", () => {
    const scripts = readPageScripts(
      `<html><head><link rel="modulepreload" href="/j/assets/entry.js">${jsonLd}</head><body>` +
        '<script>window.__reactRouterContext = {};</script>' +
        '<script type="module" async="">import "/j/assets/entry.js";</script></body></html>',
    );
    expect(scripts.modulePreloads).toEqual(['/j/assets/entry.js']);
    expect(scripts.executable).toHaveLength(2);
    expect(scripts.routerContext).toBe(true);
    expect(shipsNoScript(scripts)).toBe(false);
  });

  it.each([
    ['an external script', '<script src="/x.js"></script>'],
    ['a classic script with a JavaScript type', '<script type="text/javascript">1</script>'],
    ['a modulepreload alone', '<link rel="modulepreload" href="/x.js">'],
  ])('counts %s as something to run', (_, tag) => {
    expect(shipsNoScript(readPageScripts(`<html><body>${tag}</body></html>`))).toBe(false);
  });
});
