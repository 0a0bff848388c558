// @vitest-environment node
import type { RouteMetaArgs } from '@journals/site-kit/ui/meta';
import { describe, expect, it } from 'vitest';
import { paperPageMeta } from '../src/papers/page-meta.ts';
import { site } from './site.ts';

function args(pathname: string): RouteMetaArgs {
  return {
    matches: [
      { id: 'root', loaderData: { origin: 'https://journals.example' } },
    ] as unknown as RouteMetaArgs['matches'],
    location: { pathname, search: '', hash: '', state: null, key: 'default' },
    error: null,
  };
}

describe('paperPageMeta', () => {
  it('writes a paper page title with the journal acronym', () => {
    const tags = paperPageMeta({ site, args: args('/paper/42'), title: 'Low-Noise Amplifiers' });

    expect(tags).toContainEqual({ title: `Low-Noise Amplifiers | ${site.names.acronym}` });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
