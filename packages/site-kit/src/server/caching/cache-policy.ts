// Which Cache-Control an answer of a site app carries: the rules every site shares, and each
// route's policy from its site's table (route pattern -> policy). Pure: the middleware
// (cache-control-middleware.server.ts) applies it to every answer.
import type { PageCacheSettings } from '../config/page-cache-settings.server.ts';

/**
 * `page`: the same for every reader, kept by shared caches (s-maxage) and served stale while
 * they refresh it; `no-store`: kept by no cache (answers for one reader, or that go out of date
 * at once).
 */
export type CachePolicyName = 'page' | 'no-store';

/** A route's policy, or a rule that picks one from the page's URL (e.g. search results). */
export type RouteCachePolicy = CachePolicyName | ((url: URL) => CachePolicyName);

/** Route pattern ('/archives/paperlist', '/blogs/:slug', '/') -> its policy; others: `page`. */
export type CachePolicyTable = Readonly<Record<string, RouteCachePolicy>>;

export interface CachedAnswer {
  method: string;
  /** The page's URL (React Router's, without its `.data` suffix). */
  url: URL;
  /** The matched route's pattern, as React Router gives it to middleware. */
  pattern: string;
  status: number;
  /**
   * The Cache-Control the route set itself, if any: a resource route's (sitemaps, feeds, files),
   * or a page's that went out without a part the API gives (partialPageCacheControl).
   */
  routeCacheControl: string | null;
  setsCookie: boolean;
}

export const noStore = 'no-store';

/**
 * The Cache-Control of a page that went out without a part the API gives (the API slow or down;
 * the page still answers 200): a shared cache keeps it for seconds, not the page lifetime, and
 * then asks the app again, which by then may have the part.
 */
export const partialPageCacheControl = 'public, max-age=0, s-maxage=5';

/** The Cache-Control of a page every reader shares. */
export function pageCacheControl({ sharedSeconds, staleSeconds }: PageCacheSettings): string {
  return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** The route's policy for this URL: its table entry, else `page`. */
export function routeCachePolicy(
  table: CachePolicyTable,
  pattern: string,
  url: URL,
): CachePolicyName {
  const policy = table[pattern] ?? 'page';
  return typeof policy === 'function' ? policy(url) : policy;
}

/**
 * The Cache-Control the answer goes out with. Never kept by a cache: an answer to a form post
 * (any method but GET and HEAD), an error (4xx, 5xx), an answer that sets a cookie, and a route
 * whose policy says no-store. Otherwise the route's own Cache-Control when it set one, else the
 * page policy.
 */
export function cacheControlFor(
  answer: CachedAnswer,
  table: CachePolicyTable,
  settings: PageCacheSettings,
): string {
  const method = answer.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return noStore;
  if (answer.status >= 400) return noStore;
  if (answer.setsCookie) return `private, ${noStore}`;
  if (routeCachePolicy(table, answer.pattern, answer.url) === 'no-store') return noStore;
  return answer.routeCacheControl ?? pageCacheControl(settings);
}
