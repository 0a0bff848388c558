import { describe, expect, it } from 'vitest';
import {
  bodyClassNames,
  classesWithoutRules,
  inlineCss,
  pageStyleElements,
} from '../src/page-styles.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('pageStyleElements', () => {
  it('reads each style element with whether it is in the head', () => {
    const html = page(
      '<style data-styled="active">.a{color:red}</style>',
      '<style>.b{margin:0}</style><p class="a">x</p>',
    );
    expect(pageStyleElements(html)).toEqual([
      { css: '.a{color:red}', inHead: true },
      { css: '.b{margin:0}', inHead: false },
    ]);
    expect(inlineCss(html)).toBe('.a{color:red}.b{margin:0}');
  });
});

describe('classesWithoutRules', () => {
  it("leaves out the component ids and classes the page's rules select", () => {
    const html = page(
      '<style>.kXa{display:flex}.kXa:hover .pQr{color:red}@media (min-width:40em){.zz9{gap:0}}</style>',
      '<div class="sc-aBc kXa"><span class="sc-dEf pQr">a</span><i class="zz9 lost"></i></div>',
    );
    expect(bodyClassNames(html)).toEqual(['sc-aBc', 'kXa', 'sc-dEf', 'pQr', 'zz9', 'lost']);
    expect(classesWithoutRules(html)).toEqual(['lost']);
  });

  it('does not take a rule of a longer class name for the shorter one', () => {
    const html = page('<style>.ab-c{color:red}</style>', '<p class="ab">x</p>');
    expect(classesWithoutRules(html)).toEqual(['ab']);
  });

  it('finds every class of a page with no style element', () => {
    expect(classesWithoutRules(page('', '<p class="one two">x</p>'))).toEqual(['one', 'two']);
  });
});
