// Answers of resource routes that are text documents (XML, robots.txt, citation files): whole,
// or streamed piece by piece as a generator writes them.
import { apiUnavailableHeaders } from '../errors/api-unavailable.server.ts';

export type ResponseHeaders = Record<string, string>;

/** A document written in pieces, sent as it is written (chunked). */
export function streamedResponse(
  pieces: AsyncIterable<string>,
  headers: ResponseHeaders,
  status = 200,
): Response {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // The reader sees a broken transfer, never a document that looks complete.
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { status, headers });
}

/** The answer to a request the route cannot serve right now (the API is down): 503. */
export function unavailableResponse(message = 'Not available right now; try again later.') {
  return new Response(`${message}\n`, {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...apiUnavailableHeaders() },
  });
}

/** Plain-text 4xx for bad input. */
export function badRequestResponse(status: 400 | 404 | 405, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** Headers of an XML document crawlers may keep for an hour. */
export const xmlHeaders: ResponseHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};
