// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlToText, summary } from '../../src/paper/plain-text.ts';

describe('plain text of an abstract', () => {
  it.each([
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['A &amp; B &lt;C&gt; &quot;D&quot; &#39;E&#39; &#x3b1;', 'A & B <C> "D" \'E\' α'],
    ['  spaced\n\tout  ', 'spaced out'],
    ['<em>x</em><sub>2</sub>', 'x 2'],
    ['&unknown; &#0;', '&unknown; &#0;'],
    ['', ''],
  ])('%j reads %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('a summary for the meta description', () => {
  it('keeps a short text as it is', () => {
    expect(summary('Short text.')).toBe('Short text.');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = summary(text, 50);
    expect(cut.endsWith('word…')).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(50);
  });

  it('cuts a text without spaces inside the limit', () => {
    const cut = summary('x'.repeat(300), 20);
    expect(cut).toBe(`${'x'.repeat(19)}…`);
  });

  it('never splits a character made of two code units', () => {
    const cut = summary('😀'.repeat(30), 10);
    expect([...cut]).toHaveLength(10);
    expect(cut.endsWith('😀…')).toBe(true);
  });
});
