// The entry.server request handler every app re-exports:
//   export { default, streamTimeout, handleError } from '@journals/ssr/entry-server';
// (handleError: one log line per refused request, ./request-failure-log.ts).
// The app server (@journals/app-server) puts the response's CSP nonce into the load context; it
// goes on every script React Router and React write and on JSON-LD. A page
// that does not hydrate gets no script at all (hydration-context.ts).
import { Buffer } from 'node:buffer';
import { readCspNonce } from '@journals/app-server/csp-nonce';
import type { EntryContext, RouterContextProvider } from 'react-router';
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
  loadContext?: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = readCspNonce(loadContext);
  const url = new URL(request.url);
  const context = renderContext(routerContext, url);
  const { body, hadErrors } = await renderHtml(
    <ServerRouter context={context} url={request.url} nonce={nonce} />,
    {
      timeoutMs: streamTimeout + 1_000,
      nonce,
      hydrates: contextHydrates(routerContext, url),
      onError: (error) => console.error(error),
    },
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
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
