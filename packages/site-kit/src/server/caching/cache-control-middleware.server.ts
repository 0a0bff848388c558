// The root route's server middleware of every site app: sets the Cache-Control of every answer
// (pages, their data requests, resource routes) from the site's policy table and the shared
// rules (cache-policy.ts), once the answer, its status included, is known.
import type { MiddlewareFunction } from 'react-router';
import { cacheControlFor, type CachePolicyTable } from './cache-policy.ts';
import {
  readPageCacheSettings,
  type PageCacheSettings,
} from '../config/page-cache-settings.server.ts';

/** The answer with its Cache-Control set (a copy when its headers cannot change). */
function withCacheControl(response: Response, value: string): Response {
  try {
    response.headers.set('Cache-Control', value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', value);
    return copy;
  }
}

export function cacheControlMiddleware(
  table: CachePolicyTable,
  settings: PageCacheSettings = readPageCacheSettings(),
): MiddlewareFunction<Response> {
  return async function cacheControl({ request, url, pattern }, next) {
    const response = await next();
    const value = cacheControlFor(
      {
        method: request.method,
        url,
        // React Router joins the matched routes' paths ('archives/paperlist'); the table names
        // them from the prefix ('/archives/paperlist').
        pattern: pattern.startsWith('/') ? pattern : `/${pattern}`,
        status: response.status,
        routeCacheControl: response.headers.get('Cache-Control'),
        setsCookie: response.headers.has('Set-Cookie'),
      },
      table,
      settings,
    );
    return withCacheControl(response, value);
  };
}
