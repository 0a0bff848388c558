// The entry.server request handler every app re-exports:
//   export { default, streamTimeout, handleError } from '@journals/ssr/entry-server';
// (handleError: one log line per refused request, ./request-failure-log.ts).
// A page's Content-Security-Policy names the SHA-256 of each inline script it holds
// (./page-scripts.ts), so the page and its policy are the same for every reader and any cache
// can keep both (docs/adr/024). A page that does not hydrate gets no script at all
// (hydration-context.ts), and a policy that allows none.
import { Buffer } from 'node:buffer';
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
} from '@journals/app-server/security-headers';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { contextHydrates, renderContext } from './hydration-context.ts';
import { renderHtml } from './render-html.tsx';

export { handleError } from './request-failure-log.ts';

/** How long loaders' deferred data may take before rendering gives up (React Router reads it). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const url = new URL(request.url);
  const context = renderContext(routerContext, url);
  const { body, hadErrors, scripts } = await renderHtml(
    <ServerRouter context={context} url={request.url} />,
    {
      timeoutMs: streamTimeout + 1_000,
      hydrates: contextHydrates(routerContext, url),
      onError: (error) => console.error(error),
    },
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set(contentSecurityPolicyHeader, contentSecurityPolicy(scripts));
  return new Response(withDoctype(body), {
    status: hadErrors ? 500 : responseStatusCode,
    headers: responseHeaders,
  });
}

const doctype = Buffer.from('<!DOCTYPE html>');

/** The document starting with `<!DOCTYPE html>` (React writes it for an <html> root). */
function withDoctype(body: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const start = body.subarray(0, doctype.length);
  if (start.equals(doctype)) return body;
  const rest =
    start.toString('latin1').toLowerCase() === '<!doctype html>'
      ? body.subarray(doctype.length)
      : body;
  return Buffer.concat([doctype, rest]);
}
