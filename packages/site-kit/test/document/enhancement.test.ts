// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageEnhancements } from '../../src/ui/document/enhancement.ts';

const plain = { search: '' };

describe('pageEnhancements', () => {
  it('lists the scripts every matched route names, root first, each once', () => {
    expect(
      pageEnhancements(
        [
          { handle: { enhance: ['/a.js'] } },
          { handle: { hydrate: false } },
          { handle: { enhance: ['/b.js', '/a.js'] } },
        ],
        plain,
      ),
    ).toEqual(['/a.js', '/b.js']);
  });

  it('ignores routes without a handle and handles whose enhance is not a list of addresses', () => {
    expect(
      pageEnhancements(
        [
          {},
          { handle: null },
          { handle: { enhance: '/a.js' } },
          { handle: { enhance: [1, '/c.js'] } },
          { handle: { enhance: () => '/d.js' } },
        ],
        plain,
      ),
    ).toEqual(['/c.js']);
  });

  it('asks a rule of the query for the scripts of this address', () => {
    const handle = {
      enhance: ({ search }: { search: string }) => (search.includes('target=') ? ['/t.js'] : []),
    };
    expect(pageEnhancements([{ handle }], { search: '?target=x' })).toEqual(['/t.js']);
    expect(pageEnhancements([{ handle }], plain)).toEqual([]);
  });
});
