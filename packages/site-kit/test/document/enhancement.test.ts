// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageEnhancements } from '../../src/document/enhancement.ts';

describe('pageEnhancements', () => {
  it('lists the scripts every matched route names, root first, each once', () => {
    expect(
      pageEnhancements([
        { handle: { enhance: ['/a.js'] } },
        { handle: { hydrate: false } },
        { handle: { enhance: ['/b.js', '/a.js'] } },
      ]),
    ).toEqual(['/a.js', '/b.js']);
  });

  it('ignores routes without a handle and handles whose enhance is not a list of addresses', () => {
    expect(
      pageEnhancements([
        {},
        { handle: null },
        { handle: { enhance: '/a.js' } },
        { handle: { enhance: [1, '/c.js'] } },
      ]),
    ).toEqual(['/c.js']);
  });
});
