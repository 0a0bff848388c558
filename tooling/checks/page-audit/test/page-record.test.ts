import { describe, expect, it } from 'vitest';
import { readPageRecord } from '../src/snapshots/page-record.ts';

const page =
  '<!doctype html><html><head><meta charset="utf-8"><title> Paper |  J </title>' +
  '<link rel="stylesheet" class="x" href="/j/assets/site-24579cbb48.css" nonce="n0nce">' +
  '<script type="module" src="/j/assets/entry-CAYvRR7F.js" nonce="n0nce"></script></head>' +
  '<body><nav aria-label="Main" class="nav-abc"><ul><li><a href="/j/" class="link">Home</a></li>' +
  '<li><a href="/j/about" data-discover="true">About <span>us</span></a></li></ul></nav>' +
  '<main id="main"><h1>A   paper</h1><p>First line<br>second line</p>' +
  '<style>.x{color:red}</style><template><p>Not shown</p></template>' +
  '<script nonce="n0nce">window.ctx = 1</script></main></body></html>';

describe('readPageRecord', () => {
  const record = readPageRecord(page, { nonce: 'n0nce', origin: 'http://127.0.0.1:4400' });

  it('reads the head tags in order, without class or nonce, with hashed names stable', () => {
    expect(record.head).toEqual([
      { tag: 'meta', attributes: { charset: 'utf-8' } },
      { tag: 'title', attributes: {}, text: 'Paper | J' },
      {
        tag: 'link',
        attributes: { rel: 'stylesheet', href: '/j/assets/site-[hash].css' },
      },
      {
        tag: 'script',
        attributes: { type: 'module', src: '/j/assets/entry-[hash].js' },
      },
    ]);
  });

  it('reads the visible text by block, whitespace collapsed, without script, style or template', () => {
    expect(record.text).toEqual(['Home', 'About us', 'A paper', 'First line', 'second line']);
  });

  it('reads every link with its text, and every script', () => {
    expect(record.links).toEqual([
      { href: '/j/', text: 'Home' },
      { href: '/j/about', text: 'About us' },
    ]);
    expect(record.scripts.map((script) => script.attributes.src ?? script.text)).toEqual([
      '/j/assets/entry-[hash].js',
      'window.ctx = 1',
    ]);
  });

  it('lists the body elements with ids, roles, aria-* and data-* attributes, never their class', () => {
    expect(record.elements).toEqual([
      { tag: 'nav', attributes: { 'aria-label': 'Main' } },
      { tag: 'a', attributes: { href: '/j/about', 'data-discover': 'true' } },
      { tag: 'main', attributes: { id: 'main' } },
    ]);
  });
});
