// One readable address per route of a site, found the way a crawler finds them: start from the
// routes without parameters (the seeds), read each page's links, and follow a link only while its
// route has no sample yet. So `/blogs/:slug` is sampled by a post the blog list links to, and
// `/archives/paper-details` (a route whose page needs a query, found only by links) by a paper
// that an issue's list links to. `walkFailures` names the seeds that did not answer their page
// and the links that answered neither a page nor a redirect.
import { matchRoutes } from 'react-router';
import type { ServedPage } from './head-audit.ts';
import { readDocument } from './html.ts';

export interface RouteSampleOptions {
  /** The site's origin, e.g. 'http://127.0.0.1:4300'. */
  origin: string;
  /** The site's prefix with its trailing slash: '/', '/indjece/'. */
  prefix: `/${string}`;
  /**
   * The route paths of the site's pages, relative to the prefix, as in its route list ('/',
   * '/blogs/:slug'); without resource routes. A catch-all ('/*') only classifies stray links.
   */
  routes: readonly string[];
  /**
   * Routes without parameters whose pages need a query (a paper's details, an issue's list):
   * found only by following links, never asked bare, so no seed of the walk.
   */
  linkedOnly?: readonly string[];
  /** How many pages to read at most before giving up on the routes left. */
  maxPages?: number;
}

export interface RouteSamples {
  /** Route path -> an absolute address of it that answered 200 with HTML. */
  samples: Map<string, string>;
  /**
   * Each sample's page as the walk read it (status, headers, HTML), by its address: the checks of
   * a served page read it here rather than asking for it again.
   */
  pages: Map<string, ServedPage>;
  /** Routes no page linked to (or whose every linked address failed). */
  missing: string[];
  /** Every address read, with its status. */
  visited: Map<string, number>;
  /**
   * The addresses the walk started from: each route path without parameters, as it is, except
   * the `linkedOnly` routes. Each must answer its page (200): `walkFailures` names one that does
   * not.
   */
  seeds: Set<string>;
}

const isPattern = (path: string) => path.includes(':') || path.includes('*');

/** The route of a path under the site (null for the catch-all or outside the prefix). */
function routeOf(routes: readonly string[], prefix: string, pathname: string): string | null {
  const matches = matchRoutes(
    routes.map((path) => ({ path, id: path })),
    pathname,
    prefix,
  );
  const route = matches?.at(-1)?.route.path ?? null;
  return route === null || route.includes('*') ? null : route;
}

export async function sampleRoutes({
  origin,
  prefix,
  routes,
  linkedOnly = [],
  maxPages = 400,
}: RouteSampleOptions): Promise<RouteSamples> {
  const wanted = routes.filter((path) => !path.includes('*'));
  const samples = new Map<string, string>();
  const pages = new Map<string, ServedPage>();
  const visited = new Map<string, number>();
  const siteRoot = new URL(prefix, origin);
  const queue = wanted
    .filter((path) => !isPattern(path) && !linkedOnly.includes(path))
    .map((path) => new URL(path.replace(/^\//, ''), siteRoot).href);
  const seeds = new Set(queue);

  while (queue.length > 0 && visited.size < maxPages && samples.size < wanted.length) {
    const url = queue.shift() as string;
    const route = routeOf(routes, prefix, new URL(url).pathname);
    if (visited.has(url) || (route && samples.has(route))) continue;
    const response = await fetch(url, { redirect: 'manual' });
    visited.set(url, response.status);
    const html = (response.headers.get('content-type') ?? '').includes('text/html')
      ? await response.text()
      : (await response.body?.cancel(), '');
    if (response.status !== 200 || html === '') continue;
    if (route) {
      samples.set(route, url);
      pages.set(url, { url, status: response.status, headers: response.headers, html });
    }
    for (const href of readDocument(html).links) {
      const link = new URL(href, url);
      link.hash = '';
      if (link.origin !== siteRoot.origin || !link.pathname.startsWith(siteRoot.pathname)) continue;
      const linked = routeOf(routes, prefix, link.pathname);
      if (linked && !samples.has(linked) && !visited.has(link.href)) queue.push(link.href);
    }
  }
  return {
    samples,
    pages,
    missing: wanted.filter((path) => !samples.has(path)),
    visited,
    seeds,
  };
}

const redirects = new Set([301, 302, 303, 307, 308]);

/**
 * The addresses of a walk that answered what they must not, each as '<status> <address>': a seed
 * anything but 200 (named a seed: the walk's own starting point, not a link, is broken), an
 * address found by a link anything but 200 or a redirect. [] when the walk read only good pages.
 */
export function walkFailures({
  visited,
  seeds,
}: Pick<RouteSamples, 'visited' | 'seeds'>): string[] {
  return [...visited]
    .filter(([url, status]) =>
      seeds.has(url) ? status !== 200 : status !== 200 && !redirects.has(status),
    )
    .map(([url, status]) => `${status} ${url}${seeds.has(url) ? ' (seed)' : ''}`);
}
