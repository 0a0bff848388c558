import { describe, expect, it } from 'vitest';
import {
  inlineToPlainText,
  pageLinks,
  slugify,
  toPlainText,
  type ContentPage,
} from '../src/index.ts';
import { link, mailLink, rich } from '../src/blocks.ts';
import { joinList, licenceShortName, numberWord, span } from '../src/format.ts';

describe('rich text', () => {
  it('keeps text without links as a plain string', () => {
    expect(rich`Below ${20}% similarity, ${'always'}.`).toBe('Below 20% similarity, always.');
  });

  it('keeps links as links and joins the text around them', () => {
    expect(rich`Write to ${mailLink('a@b.test')} or see ${link('FAQs', '/FAQs')}.`).toEqual([
      'Write to ',
      { text: 'a@b.test', href: 'mailto:a@b.test' },
      ' or see ',
      { text: 'FAQs', href: '/FAQs' },
      '.',
    ]);
  });

  it('flattens nested rich text', () => {
    const inner = rich`the ${link('policy', '/refund-policy')}`;
    expect(inlineToPlainText(rich`See ${inner} now.`)).toBe('See the policy now.');
  });
});

describe('wording helpers', () => {
  it.each([
    [{ min: 7, max: 10 }, 'working days', '7 to 10 working days'],
    [{ min: 3, max: 3 }, 'weeks', '3 weeks'],
    [{ min: 4000, max: 8000 }, 'words', '4,000 to 8,000 words'],
  ])('words the range %o in %s', (range, unit, expected) => {
    expect(span(range, unit)).toBe(expected);
  });

  it.each([
    [[], ''],
    [['IEEE'], 'IEEE'],
    [['IEEE', 'APA'], 'IEEE and APA'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('joins %o as "%s"', (items, expected) => {
    expect(joinList(items)).toBe(expected);
  });

  it.each([
    [2, 'two'],
    [3, 'three'],
    [25, '25'],
  ])('writes %i as %s', (count, expected) => {
    expect(numberWord(count)).toBe(expected);
  });

  it.each([
    ['CC-BY-NC-ND-4.0', 'CC BY-NC-ND 4.0'],
    ['CC-BY-4.0', 'CC BY 4.0'],
    ['MIT', 'MIT'],
  ])('shortens the licence %s to %s', (spdx, expected) => {
    expect(licenceShortName({ name: '', spdx, url: 'https://example.org/' })).toBe(expected);
  });

  it.each([
    ['Duties of Authors', 'duties-of-authors'],
    ['Option A: review by the committee', 'option-a-review-by-the-committee'],
    ['  Authors’ rights ', 'authors-rights'],
  ])('slugifies "%s" to %s', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('toPlainText and pageLinks', () => {
  const page: ContentPage = {
    title: 'Title',
    lead: 'Lead.',
    blocks: [
      { type: 'heading', level: 2, text: 'Heading', id: 'heading' },
      { type: 'paragraph', text: ['See ', { text: 'FAQs', href: '/FAQs' }, '.'] },
      { type: 'list', items: ['one', 'two'] },
      { type: 'list', ordered: true, items: ['first'] },
      {
        type: 'table',
        caption: 'Caption',
        head: ['A', 'B'],
        rows: [['a1', [{ text: 'b1', href: '/b' }]]],
      },
      { type: 'steps', items: [{ title: 'Step', text: 'Do it.' }] },
      {
        type: 'faq',
        items: [
          {
            question: 'Why?',
            answer: [{ text: 'Because', href: 'https://x.test', external: true }],
          },
        ],
      },
      { type: 'quote', text: 'Quoted.' },
      { type: 'note', text: 'Noted.' },
      { type: 'definitions', items: [{ term: 'Term', description: 'Meaning.' }] },
    ],
  };

  it('renders every block type, one line each', () => {
    expect(toPlainText(page).split('\n')).toEqual([
      'Title',
      'Lead.',
      'Heading',
      'See FAQs.',
      '- one',
      '- two',
      '1. first',
      'Caption',
      'A | B',
      'a1 | b1',
      '1. Step: Do it.',
      'Why?',
      'Because',
      'Quoted.',
      'Noted.',
      'Term: Meaning.',
    ]);
  });

  it('lists every link in reading order', () => {
    expect(pageLinks(page).map((found) => found.href)).toEqual(['/FAQs', '/b', 'https://x.test']);
  });
});
