import { describe, expect, it } from 'vitest';
import { blogSchema, cutText, paperDetailsSchema, paperSchema, textLimits } from '../src/index.ts';

const megabyte = 'x'.repeat(1024 * 1024);

describe('cutText', () => {
  it.each([
    ['keeps a text within the limit', 'Low-noise amplifiers', 20, 'Low-noise amplifiers'],
    ['cuts a longer one with an ellipsis, at the limit', 'Low-noise amplifiers', 10, 'Low-noise…'],
    ['counts characters, not UTF-16 units', '😀'.repeat(6), 5, '😀😀😀😀…'],
    ['keeps a text of pairs that fits', '😀'.repeat(5), 5, '😀'.repeat(5)],
  ])('%s', (_what, text, max, expected) => {
    const cut = cutText(text, max);
    expect(cut).toBe(expected);
    expect(Array.from(cut).length).toBeLessThanOrEqual(max);
  });
});

describe('response fields are bounded', () => {
  const paper = { paper_id: 1, paper_title: 'T' };

  it('cuts a 1 MB title, author and URL to the text limit', () => {
    const parsed = paperSchema.parse({
      ...paper,
      paper_title: megabyte,
      author_1: megabyte,
      paper_url: `https://files.example/${megabyte}`,
    });
    for (const value of [parsed.paper_title, parsed.author_1, parsed.paper_url]) {
      expect(value?.length).toBe(textLimits.text);
      expect(value?.endsWith('…')).toBe(true);
    }
  });

  it('cuts an abstract to the rich-text limit and bounds the references', () => {
    const parsed = paperDetailsSchema.parse({
      id: 1,
      title: 'T',
      abstract: `<p>${megabyte}</p>`,
      references: Array.from({ length: 2000 }, () => megabyte.slice(0, 5000)),
    });
    expect(parsed.abstract.length).toBe(textLimits.richText);
    const references = parsed.references as string[];
    expect(references).toHaveLength(textLimits.references);
    expect(references.every((entry) => entry.length === textLimits.reference)).toBe(true);
  });

  it('cuts a slug to its limit and bounds the tags', () => {
    const parsed = blogSchema.parse({
      blog_id: 1,
      slug: 'a'.repeat(10_000),
      title: 'Post',
      tags: Array.from({ length: 500 }, (_, index) => `${'t'.repeat(300)}${index}`),
    });
    expect(parsed.slug).toHaveLength(textLimits.slug);
    expect(parsed.tags).toHaveLength(textLimits.listItems);
    expect(parsed.tags.every((tag) => tag.length === textLimits.listItem)).toBe(true);
  });

  it('leaves ordinary values as they are', () => {
    const parsed = paperSchema.parse({ ...paper, paper_title: '  Low-noise amplifiers  ' });
    expect(parsed.paper_title).toBe('Low-noise amplifiers');
  });
});
