// Path helpers over a site's prefix, route list and pages map.
import type { SiteConfig } from './site-ids.ts';
import type { PageMeta } from './types.ts';

/** The address of a site path: `sitePath(indjece, '/archives')` is '/indjece/archives'. */
export function sitePath(config: Pick<SiteConfig, 'prefix'>, to: string): string {
  const relative = to.replace(/^\/+/, '');
  return `${config.prefix}${relative}`;
}

/** The path relative to the site's prefix ('/indjece/archives' -> '/archives'), or null outside it. */
export function relativePath(config: Pick<SiteConfig, 'prefix'>, pathname: string): string | null {
  if (config.prefix === '/') return pathname.startsWith('/') ? pathname : `/${pathname}`;
  const bare = config.prefix.slice(0, -1);
  if (pathname === bare) return '/';
  if (!pathname.startsWith(config.prefix)) return null;
  return `/${pathname.slice(config.prefix.length)}`;
}

function patternMatches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every(
    (part, index) => part.startsWith(':') || part.toLowerCase() === pathParts[index]?.toLowerCase(),
  );
}

/**
 * The declared route pattern that serves a relative path. Like React Router's default, matching
 * ignores case; the query, the hash and a trailing slash are ignored too.
 */
export function matchRoute(config: Pick<SiteConfig, 'routes'>, to: string): string | undefined {
  const path = to.split(/[?#]/)[0] ?? '/';
  return config.routes.find((pattern) => patternMatches(pattern, path));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function normalise(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/**
 * Title, description and keywords of a relative path: the pages map entry (case-insensitive), or a
 * default title made from the first path segment in upper case with the site's default texts.
 */
export function pageMeta(
  config: Pick<SiteConfig, 'pages' | 'defaultMeta' | 'names'>,
  path: string,
): PageMeta {
  const wanted = normalise(path.split(/[?#]/)[0] ?? '/');
  for (const [key, meta] of Object.entries(config.pages)) {
    if (normalise(key) === wanted) return meta;
  }
  const firstSegment = wanted.split('/').find(Boolean) ?? '';
  const heading = safeDecode(firstSegment).toUpperCase();
  return {
    title: heading ? `${heading} | ${config.names.acronym}` : config.names.title,
    description: config.defaultMeta.description,
    keywords: config.defaultMeta.keywords,
  };
}
