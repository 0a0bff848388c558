// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeMeta } from '../src/meta/document-meta.ts';
import type { RouteMetaArgs } from '../src/meta/document-meta.ts';
import { paperPageMeta } from '../src/papers/page-meta.ts';
import { site } from './site.ts';

/** Meta arguments as React Router gives them: the location without the basename. */
function args(pathname: string, options: { search?: string; error?: unknown } = {}): RouteMetaArgs {
  return {
    matches: [
      {
        id: 'root',
        pathname: '/',
        params: {},
        meta: [],
        loaderData: { origin: 'https://journals.example' },
        handle: undefined,
        error: undefined,
      },
    ] as unknown as RouteMetaArgs['matches'],
    location: { pathname, search: options.search ?? '', hash: '', state: null, key: 'default' },
    error: options.error,
  };
}

const find = (tags: ReturnType<typeof routeMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe('routeMeta', () => {
  it('gives the address readers see, with the journal prefix and the root origin', () => {
    const tags = routeMeta(site, args('/aim-and-scope'));

    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://journals.example/indjece/aim-and-scope',
    );
    expect(find(tags, 'property', 'og:url')?.content).toBe(
      'https://journals.example/indjece/aim-and-scope',
    );
    expect(tags.some((tag) => 'title' in tag)).toBe(true);
    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });

  it('keeps a canonical address that already has the prefix, search included', () => {
    const tags = routeMeta(site, args('/archives', { search: '?page=3' }), {
      canonical: { pathname: '/indjece/archives', search: '?year=2025' },
    });

    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://journals.example/indjece/archives?year=2025',
    );
  });

  it('asks search engines not to keep a route that failed', () => {
    const tags = routeMeta(
      site,
      args('/no-such-page', { error: new Response(null, { status: 404 }) }),
    );

    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
  });

  it('writes a paper page title with the journal acronym', () => {
    const tags = paperPageMeta({ site, args: args('/paper/42'), title: 'Low-Noise Amplifiers' });

    expect(tags).toContainEqual({ title: `Low-Noise Amplifiers | ${site.names.acronym}` });
  });
});
