// The edges of the text normalizers: empty author slots and a combined author text, reference
// lists as HTML items or lines, and the Node sanitizer's links, table spans and surrounding space.
import { describe, expect, it } from 'vitest';
import { authorsOf, normalizeReferences } from '../src/index.ts';
import { authorsWithFallback } from '../src/normalize/authors.ts';
import { sanitizeRichText } from '../src/sanitize/sanitize-html.ts';

const noAuthors = {
  author_1: null,
  author_2: null,
  author_3: null,
  author_4: null,
  author_5: null,
  author_6: null,
};

describe('authors', () => {
  it('skips empty slots', () => {
    expect(
      authorsOf({ ...noAuthors, author_1: 'A. Rao', author_2: '', author_4: 'B. Sen' }),
    ).toEqual(['A. Rao', 'B. Sen']);
  });

  it('takes the combined text only when every slot is empty', () => {
    expect(authorsWithFallback({ ...noAuthors, author_1: 'A. Rao' }, 'X; Y')).toEqual(['A. Rao']);
    expect(authorsWithFallback(noAuthors, ' X ; Y,, Z ')).toEqual(['X', 'Y', 'Z']);
  });
});

describe('references', () => {
  it('reads list items whatever attributes they carry, trimmed, empty ones left out', () => {
    expect(normalizeReferences('<ol><li class="ref"> A </li><li> </li><li>B</li></ol>')).toEqual([
      'A',
      'B',
    ]);
  });

  it('splits lines at line breaks whatever their case, and unwraps paragraphs with attributes', () => {
    expect(normalizeReferences('A<BR>B<br/>C')).toEqual(['A', 'B', 'C']);
    expect(normalizeReferences('<p class="ref">A</p><P>B</P>')).toEqual(['A', 'B']);
  });
});

describe('the Node sanitizer', () => {
  it('gives a link rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://x.org">x</a>')).toBe(
      '<a href="https://x.org/" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps a table span written with spaces', () => {
    expect(
      sanitizeRichText('<table><tbody><tr><td colspan=" 2 ">x</td></tr></tbody></table>'),
    ).toContain('<td colspan="2">x</td>');
  });

  it('leaves no space around the text', () => {
    expect(sanitizeRichText('  <p>x</p>  ')).toBe('<p>x</p>');
  });
});
