// The <head> of a page route: documentMeta with the origin from the root loader's data.
import { sitePath } from '@journals/site-config';
import type { MetaArgs, MetaDescriptor } from 'react-router';
import { site } from 'journal-site:config';
import { documentMeta } from '../../meta/document-meta.ts';
import type { RootData } from '../../root-data.ts';

export type PageMetaArgs = Pick<MetaArgs, 'matches' | 'location' | 'error'>;

/** The public origin the root loader found ('' when the root failed: relative canonical). */
export function originOf(matches: PageMetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return root?.origin ?? '';
}

/**
 * Title, description, keywords, canonical and Open Graph tags of the current path from the site
 * config; `override` replaces the title and description (a blog post, a board member). The
 * router's location is relative to its basename: documentMeta takes the full address. A route
 * that failed (its error boundary shows) adds robots noindex.
 */
export function journalPageMeta(
  { matches, location, error }: PageMetaArgs,
  override?: { title?: string; description?: string },
): MetaDescriptor[] {
  const meta = documentMeta({
    site,
    origin: originOf(matches),
    location: { pathname: sitePath(site, location.pathname), search: location.search },
    override,
  });
  // A page that failed (404 included) is not one for search engines to keep.
  return error === undefined ? meta : [...meta, { name: 'robots', content: 'noindex' }];
}

/** The meta export of a page whose title and description come from the site config. */
export function pageMeta(args: PageMetaArgs): MetaDescriptor[] {
  return journalPageMeta(args);
}
