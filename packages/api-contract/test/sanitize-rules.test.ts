// @vitest-environment jsdom
// The allow-list's attribute rules, read directly and through both sanitizers: table spans and
// scopes as backends write them, no space around the markup, the passes until the markup
// settles, the DOM sanitizer from its first use in a page, and the separators in a list of
// references and in a schema's problems.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { describeZodError, normalizeReferences } from '../src/index.ts';
import { allowedAttributeValue, allowedSpan, untilStable } from '../src/sanitize/rules.ts';
import { sanitizeRichText as sanitizeWithDom } from '../src/sanitize/sanitize-dom.ts';
import { sanitizeRichText as sanitizeInNode } from '../src/sanitize/sanitize-html.ts';
import { canonical } from './sanitize-cases.ts';

const implementations = [
  ['sanitize-html', sanitizeInNode],
  ['DOMPurify', sanitizeWithDom],
] as const;

describe('table spans', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['99', '99'],
    [' 3 ', '3'],
  ])('%j is kept as %j', (value, kept) => {
    expect(allowedSpan(value)).toBe(kept);
  });

  it.each(['0', '02', '100', '123', 'x2', '2x', '1x', '-1', '', undefined])(
    '%j is dropped',
    (value) => {
      expect(allowedSpan(value)).toBeUndefined();
    },
  );

  it.each(['th', 'td'])('a %s keeps colspan and rowspan, checked alike', (tag) => {
    expect(allowedAttributeValue(tag, 'rowspan', ' 4 ')).toBe('4');
    expect(allowedAttributeValue(tag, 'colspan', ' 4 ')).toBe('4');
    expect(allowedAttributeValue(tag, 'rowspan', '0')).toBeUndefined();
    expect(allowedAttributeValue(tag, 'rowspan', 'all')).toBeUndefined();
  });
});

describe('header scopes', () => {
  it.each([
    ['row', 'row'],
    ['col', 'col'],
    ['rowgroup', 'rowgroup'],
    ['colgroup', 'colgroup'],
    [' Col ', 'col'],
    ['ROWGROUP', 'rowgroup'],
  ])('%j is kept as %j', (value, kept) => {
    expect(allowedAttributeValue('th', 'scope', value)).toBe(kept);
  });

  it.each(['cell', 'rows', '', undefined])('%j is dropped', (value) => {
    expect(allowedAttributeValue('th', 'scope', value)).toBeUndefined();
  });

  it('is a header cell attribute only', () => {
    expect(allowedAttributeValue('td', 'scope', 'row')).toBeUndefined();
  });
});

describe.each(implementations)('tables through %s', (_name, sanitize) => {
  it('keeps the spans and scopes of header cells, written as backends write them', () => {
    expect(
      canonical(
        sanitize(
          '<table><thead><tr>' +
            '<th rowspan=" 2 " scope=" COLGROUP ">A</th><th scope="rowgroup" colspan="3">B</th>' +
            '<th rowspan="0" scope="cell">C</th>' +
            '</tr></thead></table>',
        ),
      ),
    ).toBe(
      canonical(
        '<table><thead><tr>' +
          '<th rowspan="2" scope="colgroup">A</th><th colspan="3" scope="rowgroup">B</th>' +
          '<th>C</th>' +
          '</tr></thead></table>',
      ),
    );
  });
});

describe.each(implementations)('the markup of %s', (_name, sanitize) => {
  it('has no space around it', () => {
    expect(sanitize(' \n <p>x</p> <p>y</p>\n ')).toBe('<p>x</p> <p>y</p>');
  });
});

describe('passes until the markup settles', () => {
  it('stops at the first pass that changes nothing', () => {
    const step = vi.fn((html: string) => html.slice(1));

    expect(untilStable(step, 'ab')).toBe('');
    // 'ab' -> 'b', 'b' -> '', then '' -> '' changes nothing.
    expect(step.mock.calls.map(([html]) => html)).toEqual(['ab', 'b', '']);
  });

  it('gives up after four passes', () => {
    const step = vi.fn((html: string) => html.slice(1));

    expect(untilStable(step, 'abcdefgh')).toBe('efgh');
    expect(step).toHaveBeenCalledTimes(4);
  });

  it('takes one pass for markup that is already stable', () => {
    const step = vi.fn((html: string) => html);

    expect(untilStable(step, '<p>x</p>')).toBe('<p>x</p>');
    expect(step).toHaveBeenCalledTimes(2);
  });
});

describe('the DOM sanitizer in a page that has not sanitized yet', () => {
  it('already orders a link as the server writes it and gives it rel', async () => {
    vi.resetModules();
    const fresh = await import('../src/sanitize/sanitize-dom.ts');

    expect(fresh.sanitizeRichText('<a title="DOI" href="https://doi.org/10.5555/x">d</a>')).toBe(
      '<a href="https://doi.org/10.5555/x" title="DOI" rel="noopener noreferrer">d</a>',
    );
  });
});

describe('references', () => {
  it('reads a list whose every item carries attributes', () => {
    expect(
      normalizeReferences('<ol><li class="ref" id="r1">A</li><li\tclass="ref">B</li></ol>'),
    ).toEqual(['A', 'B']);
  });
});

describe('the wording of schema problems', () => {
  it('names an unknown field deep in the body by its whole path', () => {
    const schema = z.strictObject({
      paper: z.strictObject({ issue: z.strictObject({ number: z.number() }) }),
    });
    const result = schema.safeParse({ paper: { issue: { number: 1, extra: true } } });

    expect(result.success ? '' : describeZodError(result.error)).toBe(
      'paper.issue.extra: is not a known field',
    );
  });
});
