import { describe, expect, it } from 'vitest';
import { elementsWithAttribute } from '../src/html.ts';

describe('elementsWithAttribute', () => {
  it('names every element that carries the attribute, wherever the parser puts it', () => {
    const html =
      '<!doctype html><html><head><meta property="csp-nonce" nonce="a"><style nonce="">x</style>' +
      '<script type="application/ld+json" nonce="a">{}</script></head>' +
      '<body><p data-nonce="b">nonce="c"</p><script nonce="a">1</script></body></html>';
    expect(elementsWithAttribute(html, 'nonce')).toEqual(['meta', 'style', 'script', 'script']);
    expect(elementsWithAttribute('<p>nonce</p>', 'nonce')).toEqual([]);
  });
});
