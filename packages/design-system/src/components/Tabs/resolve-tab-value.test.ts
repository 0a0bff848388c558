import { describe, expect, it } from 'vitest';
import { resolveTabValue } from './resolve-tab-value.ts';

const values = ['authors', 'researchers', 'editors', 'reviewers', 'librarians'];

describe('resolveTabValue', () => {
  it.each([
    ['researchers', 'authors', 'researchers'],
    ['administrators', 'authors', 'authors'],
    [null, 'authors', 'authors'],
    [undefined, 'editors', 'editors'],
    ['', 'authors', 'authors'],
    ['nope', undefined, 'authors'],
    ['nope', 'also-unknown', 'authors'],
  ])('value %j with fallback %j shows %j', (value, fallback, expected) => {
    expect(resolveTabValue(values, value, fallback)).toBe(expected);
  });

  it('has nothing to show without tabs', () => {
    expect(resolveTabValue([], 'authors', 'authors')).toBeUndefined();
  });
});
