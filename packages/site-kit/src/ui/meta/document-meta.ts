// The <head> of every page of every site: title, description, keywords, canonical link, Open
// Graph and Twitter card tags with the site's share image, from the site config's per-path
// texts unless the page overrides them.
import { pageMeta, relativePath, sitePath, type SiteConfig } from '@journals/site-config';
import { errorScreenText } from '@journals/design-system';
import { isRouteErrorResponse, type MetaArgs, type MetaDescriptor } from 'react-router';

export interface DocumentMetaInput {
  site: Pick<SiteConfig, 'prefix' | 'pages' | 'defaultMeta' | 'names'>;
  /** The public origin, e.g. 'https://journals.example' (from the root loader). */
  origin: string;
  /** The current location (pathname with the prefix, and search): the page's texts. */
  location: { pathname: string; search: string };
  /** The canonical address when it differs from the current one (pathname with the prefix). */
  canonical?: { pathname: string; search: string };
  /** A page's own title or description (e.g. a paper's title), replacing the config's. */
  override?: { title?: string; description?: string; ogType?: 'website' | 'article' };
}

export function canonicalUrl(origin: string, location: { pathname: string; search: string }) {
  return `${origin}${location.pathname}${location.search}`;
}

/** The site's share image (the `share-image.png` route under its prefix). */
export const shareImage = { file: 'share-image.png', width: 1200, height: 630 } as const;

function shareImageTags(
  site: DocumentMetaInput['site'],
  origin: string,
  title: string,
  description: string,
): MetaDescriptor[] {
  const image = `${origin}${site.prefix}${shareImage.file}`;
  const alt = `${site.names.title}: ${site.names.publisher}`;
  return [
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: alt },
  ];
}

export function documentMeta({
  site,
  origin,
  location,
  canonical: canonicalLocation = location,
  override,
}: DocumentMetaInput): MetaDescriptor[] {
  const path = relativePath(site, location.pathname) ?? '/';
  const meta = pageMeta(site, path);
  const title = override?.title ?? meta.title;
  const description = override?.description ?? meta.description;
  const canonical = canonicalUrl(origin, canonicalLocation);
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: meta.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: override?.ogType ?? 'website' },
    { property: 'og:site_name', content: site.names.title },
    ...shareImageTags(site, origin, title, description),
  ];
}

/**
 * What a route's meta() needs of React Router's arguments: those of `MetaArgs`, or of a route's
 * generated `Route.MetaArgs` (whose matches are typed per route).
 */
export interface RouteMetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: MetaArgs['location'];
  error?: unknown;
}

/** The public origin the root loader found ('' when the root has no data: relative canonical). */
export function rootOrigin(matches: RouteMetaArgs['matches']): string {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof data === 'object' &&
    data !== null &&
    'origin' in data &&
    typeof data.origin === 'string'
    ? data.origin
    : '';
}

/**
 * The address with the site's prefix: React Router gives meta() its location without the
 * basename ('/archives'), documentMeta wants the address readers see ('/indjece/archives').
 */
function withSitePrefix(
  site: Pick<SiteConfig, 'prefix'>,
  location: { pathname: string; search: string },
): { pathname: string; search: string } {
  const pathname =
    relativePath(site, location.pathname) === null
      ? sitePath(site, location.pathname)
      : location.pathname;
  return { pathname, search: location.search };
}

export interface RouteMetaOverride {
  /** The page's whole title and its description, replacing the config's. */
  title?: string;
  description?: string;
  /** The canonical address when it differs from the current one (path and search). */
  canonical?: { pathname: string; search: string };
  /** False for a page search engines should not keep but may follow (a search result). */
  indexable?: boolean;
  /** Open Graph's type: 'article' for a paper; 'website' otherwise. */
  ogType?: 'website' | 'article';
}

/**
 * Whether the route failed: React Router gives meta() the error its boundary shows, and `null`
 * (not undefined) when the page rendered.
 */
export function routeFailed(error: unknown): boolean {
  return error !== null && error !== undefined;
}

/** The title and description of a failed route: the error screen's, or the 404 page's. */
function failureText(site: DocumentMetaInput['site'], error: unknown): RouteMetaOverride {
  if (isRouteErrorResponse(error) && error.status === 404) return {};
  return {
    title: `${errorScreenText.title} | ${site.names.acronym}`,
    description: errorScreenText.message,
  };
}

/** At most one robots tag: only failed routes and pages marked not indexable carry one. */
function robotsMeta(failed: boolean, indexable: boolean): MetaDescriptor[] {
  if (failed) return [{ name: 'robots', content: 'noindex' }];
  return indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }];
}

/**
 * The head tags of a route: documentMeta for the address readers see, with the origin from the
 * root loader. A route that failed (its error boundary shows, a 404 included) adds robots
 * noindex: it is not a page for search engines to keep; its title is the error screen's unless
 * it is a 404 (the spec's default title of the path). A page that rendered carries no robots tag
 * unless it says it is not indexable.
 */
export function routeMeta(
  site: DocumentMetaInput['site'],
  args: RouteMetaArgs,
  { canonical, indexable = true, ...override }: RouteMetaOverride = {},
): MetaDescriptor[] {
  const failed = routeFailed(args.error);
  const meta = documentMeta({
    site,
    origin: rootOrigin(args.matches),
    location: withSitePrefix(site, args.location),
    canonical: withSitePrefix(site, failed ? args.location : (canonical ?? args.location)),
    override: failed ? failureText(site, args.error) : override,
  });
  return [...meta, ...robotsMeta(failed, indexable)];
}
