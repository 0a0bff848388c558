// @vitest-environment node
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMeta } from '../src/meta/document-meta.ts';
import type { RouteMetaArgs } from '../src/meta/document-meta.ts';
import { paperPageMeta } from '../src/papers/page-meta.ts';
import { site } from './site.ts';

/**
 * Meta arguments as React Router gives them: the location without the basename, and `error: null`
 * when the page rendered (its Meta component starts from null, not undefined).
 */
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
    error: 'error' in options ? options.error : null,
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
      args('/no-such-page', { error: new ErrorResponseImpl(404, 'Not Found', null) }),
    );

    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
    expect(tags).toContainEqual({ title: `NO-SUCH-PAGE | ${site.names.acronym}` });
  });

  it('titles a route that failed otherwise as the error screen', () => {
    const tags = routeMeta(site, args('/archives', { error: new Error('API down') }), {
      title: 'Archives | INDJECE',
    });

    expect(tags).toContainEqual({ title: `Something Went Wrong | ${site.names.acronym}` });
    expect(find(tags, 'name', 'description')?.content).toBe(
      'Sorry, an unexpected error has occurred. Please try again later.',
    );
    expect(tags.filter((tag) => 'name' in tag && tag.name === 'robots')).toEqual([
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it.each([
    ['rendered (error null)', null],
    ['given no error at all', undefined],
  ])('lets search engines keep a page that %s', (_case, error) => {
    const tags = routeMeta(site, args('/aim-and-scope', { error }));

    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });

  it('lets search engines follow but not keep a page that is not indexable (a search result)', () => {
    const tags = routeMeta(site, args('/archives/paperlist', { search: '?search=amplifier' }), {
      indexable: false,
    });

    expect(tags.filter((tag) => 'name' in tag && tag.name === 'robots')).toEqual([
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });

  it('writes a paper page title with the journal acronym', () => {
    const tags = paperPageMeta({ site, args: args('/paper/42'), title: 'Low-Noise Amplifiers' });

    expect(tags).toContainEqual({ title: `Low-Noise Amplifiers | ${site.names.acronym}` });
  });
});
