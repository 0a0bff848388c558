// Request bodies: JSON only (anything else is 415), an empty body counts as no payload, and
// Fastify's own parser guards against prototype poisoning.
import type { FastifyInstance } from 'fastify';

/** Largest request body accepted; the longest valid payload is far below it. */
export const bodyLimit = 16 * 1024;

export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
}
