// The <head> of every page: title, description, keywords, canonical link and Open Graph tags,
// from the site config's per-path texts unless the page overrides them.
import { pageMeta, relativePath, type SiteConfig } from '@journals/site-config';
import type { MetaDescriptor } from 'react-router';

export interface DocumentMetaInput {
  site: Pick<SiteConfig, 'prefix' | 'pages' | 'defaultMeta' | 'names'>;
  /** The public origin, e.g. 'https://journals.example' (from the root loader). */
  origin: string;
  /** The current location (pathname with the prefix, and search). */
  location: { pathname: string; search: string };
  /** A page's own title or description (e.g. a paper's title), replacing the config's. */
  override?: { title?: string; description?: string };
}

export function canonicalUrl(origin: string, location: { pathname: string; search: string }) {
  return `${origin}${location.pathname}${location.search}`;
}

export function documentMeta({ site, origin, location, override }: DocumentMetaInput): MetaDescriptor[] {
  const path = relativePath(site, location.pathname) ?? '/';
  const meta = pageMeta(site, path);
  const title = override?.title ?? meta.title;
  const description = override?.description ?? meta.description;
  const canonical = canonicalUrl(origin, location);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: meta.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.names.title },
  ];
}
