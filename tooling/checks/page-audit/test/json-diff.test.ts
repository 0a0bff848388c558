import { describe, expect, it } from 'vitest';
import { describeChange, diffJson } from '../src/snapshots/json-diff.ts';

describe('diffJson', () => {
  it('finds nothing between equal values', () => {
    const value = { status: 200, text: ['a', 'b'], head: [{ tag: 'title', text: 'T' }] };
    expect(diffJson(value, structuredClone(value))).toEqual([]);
  });

  it('reports keys added, removed and changed, by path', () => {
    expect(
      diffJson(
        { status: 200, headers: { vary: 'Accept', 'x-old': '1' } },
        { status: 404, headers: { vary: 'Accept', 'x-new': '2' } },
      ),
    ).toEqual([
      { path: 'status', kind: 'changed', before: 200, after: 404 },
      { path: 'headers["x-old"]', kind: 'removed', before: '1' },
      { path: 'headers["x-new"]', kind: 'added', after: '2' },
    ]);
  });

  it('reports a line inserted into a list as one addition, not every later line changed', () => {
    expect(
      diffJson(
        { text: ['Home', 'About', 'Contact'] },
        { text: ['Home', 'News', 'About', 'Contact'] },
      ),
    ).toEqual([{ path: 'text[1]', kind: 'added', after: 'News' }]);
  });

  it('reports removed and replaced lines with their indexes', () => {
    expect(diffJson(['a', 'b', 'c', 'd'], ['a', 'x', 'd'])).toEqual([
      { path: '[1]', kind: 'removed', before: 'b' },
      { path: '[2]', kind: 'removed', before: 'c' },
      { path: '[1]', kind: 'added', after: 'x' },
    ]);
  });

  it('reports one element replaced by one of the same shape as the change inside it', () => {
    expect(
      diffJson(
        { elements: [{ tag: 'nav', attributes: { 'aria-label': 'Main' } }] },
        { elements: [{ tag: 'nav', attributes: { 'aria-label': 'Primary' } }] },
      ),
    ).toEqual([
      {
        path: 'elements[0].attributes["aria-label"]',
        kind: 'changed',
        before: 'Main',
        after: 'Primary',
      },
    ]);
  });

  it('reports a value present on one side only as added or removed', () => {
    expect(diffJson(undefined, { status: 200 }, 'page')).toEqual([
      { path: 'page', kind: 'added', after: { status: 200 } },
    ]);
    expect(diffJson({ links: [] }, {})).toEqual([{ path: 'links', kind: 'removed', before: [] }]);
  });
});

describe('describeChange', () => {
  it('writes a change as one readable line', () => {
    expect(describeChange({ path: 'status', kind: 'changed', before: 200, after: 404 })).toBe(
      'status: 200 → 404',
    );
    expect(describeChange({ path: 'text[3]', kind: 'removed', before: 'Old' })).toBe(
      'text[3]: removed "Old"',
    );
  });
});
