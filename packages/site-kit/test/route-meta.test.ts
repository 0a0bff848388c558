// @vitest-environment node
import { indjece, publisher } from '@journals/site-config';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMeta } from '../src/ui/meta/document-meta.ts';
import type { RouteMetaArgs } from '../src/ui/meta/document-meta.ts';

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
    // A route that rendered gets null, as React Router passes it.
    error: 'error' in options ? options.error : null,
  };
}

const find = (tags: ReturnType<typeof routeMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe('routeMeta', () => {
  it('gives the address readers see, with the journal prefix and the root origin', () => {
    const tags = routeMeta(indjece, args('/aim-and-scope'));

    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://journals.example/indjece/aim-and-scope',
    );
    expect(find(tags, 'property', 'og:url')?.content).toBe(
      'https://journals.example/indjece/aim-and-scope',
    );
    expect(tags.some((tag) => 'title' in tag)).toBe(true);
  });

  it("shares the page with the site's share image on Open Graph and Twitter cards", () => {
    const tags = routeMeta(indjece, args('/aim-and-scope'), { ogType: 'article' });
    const title = tags.find((tag): tag is { title: string } => 'title' in tag)?.title;
    const description = find(tags, 'name', 'description')?.content;

    expect(find(tags, 'property', 'og:type')?.content).toBe('article');
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://journals.example/indjece/share-image.png',
    );
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'name', 'twitter:title')?.content).toBe(title);
    expect(find(tags, 'name', 'twitter:description')?.content).toBe(description);
    expect(find(tags, 'name', 'twitter:image')?.content).toBe(
      'https://journals.example/indjece/share-image.png',
    );
    expect(find(routeMeta(publisher, args('/about')), 'property', 'og:image')?.content).toBe(
      'https://journals.example/share-image.png',
    );
  });

  it('keeps one description and one canonical among the share tags', () => {
    const tags = routeMeta(indjece, args('/aim-and-scope'));
    expect(tags.filter((tag) => (tag as { name?: string }).name === 'description')).toHaveLength(1);
    expect(tags.filter((tag) => (tag as { rel?: string }).rel === 'canonical')).toHaveLength(1);
    expect(tags.filter((tag) => 'title' in tag)).toHaveLength(1);
    expect(find(routeMeta(indjece, args('/aim-and-scope')), 'property', 'og:type')?.content).toBe(
      'website',
    );
  });

  it('gives a publisher page its title, description, keywords and address at the root', () => {
    const tags = routeMeta(publisher, args('/publication&ethics'));
    const meta = publisher.pages['/publication&ethics'];

    expect(tags).toContainEqual({ title: meta.title });
    expect(find(tags, 'name', 'description')?.content).toBe(meta.description);
    expect(find(tags, 'name', 'keywords')?.content).toBe(meta.keywords.join(', '));
    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://journals.example/publication&ethics',
    );
  });

  it('keeps a canonical address that already has the prefix, search included', () => {
    const tags = routeMeta(indjece, args('/archives', { search: '?page=3' }), {
      canonical: { pathname: '/indjece/archives', search: '?year=2025' },
    });

    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://journals.example/indjece/archives?year=2025',
    );
  });

  it('keeps the texts of the current path when it names another address canonical', () => {
    const tags = routeMeta(publisher, args('/guidence-for-authors'), {
      canonical: { pathname: '/publication&ethics', search: '' },
    });

    expect(tags).toContainEqual({ title: publisher.pages['/guidence-for-authors'].title });
    expect(find(tags, 'rel', 'canonical')?.href).toBe(
      'https://journals.example/publication&ethics',
    );
  });

  it.each([
    ['null, as React Router passes it to a page that rendered', null],
    ['undefined', undefined],
  ])('lets search engines keep a page whose error is %s', (_what, error) => {
    const tags = routeMeta(publisher, args('/about', { error }));

    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });

  it('asks search engines not to keep a route that failed', () => {
    const tags = routeMeta(
      indjece,
      args('/no-such-page', { error: new ErrorResponseImpl(404, 'Not Found', null) }),
    );

    expect(find(tags, 'name', 'robots')?.content).toBe('noindex');
    expect(tags).toContainEqual({ title: `NO-SUCH-PAGE | ${indjece.names.acronym}` });
  });

  it('titles a route that failed otherwise as the error screen, with its own address', () => {
    const tags = routeMeta(indjece, args('/archives', { error: new Error('API down') }), {
      title: 'Archives | INDJECE',
      canonical: { pathname: '/indjece/elsewhere', search: '' },
    });

    expect(tags).toContainEqual({ title: `Something Went Wrong | ${indjece.names.acronym}` });
    expect(find(tags, 'name', 'description')?.content).toBe(
      'Sorry, an unexpected error has occurred. Please try again later.',
    );
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://journals.example/indjece/archives');
    expect(tags.filter((tag) => 'name' in tag && tag.name === 'robots')).toEqual([
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('lets search engines follow but not keep a page that is not indexable (a search result)', () => {
    const tags = routeMeta(indjece, args('/archives/paperlist', { search: '?search=amplifier' }), {
      indexable: false,
    });

    expect(tags.filter((tag) => 'name' in tag && tag.name === 'robots')).toEqual([
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });
});
