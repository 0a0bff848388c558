// @vitest-environment jsdom
// What both rich-text sanitizers guarantee for any input, checked over random tag soups
// (fast-check) and known hostile vectors: the output holds only allow-listed elements and
// attributes, re-parses to the tree it says (so a page that renders it hydrates as the server wrote
// it: no unclosed formatting element, no nesting a browser repairs), and sanitizing it again
// changes nothing.
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { allowedHref, allowedAttributes, allowedTags } from '../src/sanitize/rules.ts';
import { sanitizeRichText as sanitizeInBrowser } from '../src/sanitize/sanitize-dom.ts';
import { sanitizeRichText as sanitizeOnServer } from '../src/sanitize/sanitize-html.ts';
import { hostileVectors, sanitizeCases } from './sanitize-cases.ts';

const sanitizers = [
  ['sanitize-html (server)', sanitizeOnServer],
  ['DOMPurify (browser)', sanitizeInBrowser],
] as const;

const voidElements = new Set(['br']);

/** What in the tree a browser builds from `html` is not on the allow-list. */
function offList(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    const tag = element.localName;
    if (!(allowedTags as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    for (const name of element.getAttributeNames()) {
      if (!(allowedAttributes[tag] ?? []).includes(name)) found.push(`${tag}[${name}]`);
    }
    const href = element.getAttribute('href');
    if (href !== null && allowedHref(href) === undefined) found.push(`${tag}[href=${href}]`);
  }
  return found;
}

/** A tree written out one way: elements with their attributes, text decoded then escaped. */
type TreeText = string;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tree the markup says, tag by tag as written (no repair of any nesting). */
function literalTree(html: string): TreeText {
  let tree = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const attrs = Object.entries(attributes).map(([key, value]) => ` ${key}="${value}"`);
        tree += `<${name}${attrs.join('')}>`;
      },
      ontext(text) {
        tree += escapeText(text);
      },
      onclosetag(name) {
        if (!voidElements.has(name)) tree += `</${name}>`;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html.replace(/<br\s*\/?>/g, '<br/>'));
  parser.end();
  return tree;
}

/** The tree a browser builds from the markup inside a page's body (standards mode). */
function browserTree(html: string): TreeText {
  const body = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html').body;
  const write = (node: Node): string => {
    if (node.nodeType === 3) return escapeText(node.textContent ?? '');
    if (node.nodeType !== 1) return '';
    const element = node as Element;
    const attrs = element
      .getAttributeNames()
      .map((name) => ` ${name}="${element.getAttribute(name)}"`);
    const inner = Array.from(element.childNodes).map(write).join('');
    const tag = element.localName;
    return voidElements.has(tag)
      ? `<${tag}${attrs.join('')}>`
      : `<${tag}${attrs.join('')}>${inner}</${tag}>`;
  };
  return Array.from(body.childNodes).map(write).join('');
}

/** Where the browser's tree differs from the tree the markup says ('' when they agree). */
function reparsedDifference(html: string): string {
  const literal = literalTree(html);
  const browser = browserTree(html);
  return literal === browser ? '' : `markup says ${literal}, a browser builds ${browser}`;
}

/** Tag soup: allowed, unwrapped and discarded elements, hostile attributes, stray end tags. */
const tagSoup = fc
  .array(
    fc.oneof(
      fc
        .constantFrom(
          ...allowedTags,
          'span',
          'div',
          'font',
          'h1',
          'img',
          'svg',
          'math',
          'script',
          'style',
          'template',
          'noscript',
          'table',
          'select',
          'option',
          'xmp',
          'iframe',
        )
        .chain((tag) =>
          fc.oneof(
            fc.constant(`<${tag}>`),
            fc.constant(`</${tag}>`),
            fc
              .constantFrom(
                'href="https://a.example/x"',
                'href="javascript:alert(1)"',
                'href="ftp://a.example/"',
                'href=" jav&#x09;ascript:alert(1)"',
                'onerror="alert(1)"',
                'title="t"',
                'colspan="2"',
                'scope="row"',
                'style="x"',
                'id="</p><img src=x onerror=alert(1)>"',
              )
              .map((attribute) => `<${tag} ${attribute}>`),
          ),
        ),
      fc.constantFrom(
        'text',
        ' ',
        'a < b',
        '&amp;',
        '&lt;script&gt;',
        '"',
        "'",
        '<!-- c -->',
        '<![CDATA[x]]>',
      ),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

describe.each(sanitizers)('%s', (_name, sanitize) => {
  it('keeps only allow-listed markup, well-formed, and is idempotent, for any tag soup', () => {
    fc.assert(
      fc.property(tagSoup, (input) => {
        const output = sanitize(input);
        expect(offList(output)).toEqual([]);
        expect(reparsedDifference(output)).toBe('');
        expect(sanitize(output)).toBe(output);
      }),
      { numRuns: 1000 },
    );
    // A thousand parses: the limit only stops a hang, on a machine as busy as a mutation run makes it.
  }, 120_000);

  it.each(hostileVectors)('makes a harmless fragment of %s', (vector) => {
    const output = sanitize(vector);
    expect(offList(output)).toEqual([]);
    expect(reparsedDifference(output)).toBe('');
    expect(sanitize(output)).toBe(output);
  });

  it.each(sanitizeCases)('writes well-formed markup when it %s', (_what, input) => {
    expect(reparsedDifference(sanitize(input))).toBe('');
  });
});
