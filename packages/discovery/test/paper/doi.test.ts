// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { doiUrl } from '../../src/paper/doi.ts';

describe('the DOI link', () => {
  it.each([
    [
      { doi: '10.5555/indjece.2025.2.1.001', doiLink: null },
      'https://doi.org/10.5555/indjece.2025.2.1.001',
    ],
    [{ doi: 'https://doi.org/10.5555/x.1', doiLink: null }, 'https://doi.org/10.5555/x.1'],
    [{ doi: 'doi:10.5555/x.1', doiLink: null }, 'https://doi.org/10.5555/x.1'],
    [{ doi: '10.5555/a b#c', doiLink: null }, 'https://doi.org/10.5555/a%20b%23c'],
    [{ doi: '10.5555/x.1', doiLink: 'https://example.org/other' }, 'https://doi.org/10.5555/x.1'],
    [{ doi: null, doiLink: 'https://doi.org/10.5555/y.2' }, 'https://doi.org/10.5555/y.2'],
    [{ doi: null, doiLink: 'javascript:alert(1)' }, null],
    [{ doi: '  ', doiLink: null }, null],
    [{ doi: null, doiLink: null }, null],
  ])('%j -> %s', (details, expected) => {
    expect(doiUrl(details)).toBe(expected);
  });
});
