// Methods the sites answer. Any other (TRACE, CONNECT, WebDAV's PROPFIND, ...) is a 405 with the
// methods that are, before it reaches React Router, whose Fetch Request refuses some of them
// outright (a TRACE would otherwise be a 500).
import type { RequestHandler } from 'express';

export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export function refuseOtherMethods(): RequestHandler {
  const allowed = new Set<string>(allowedMethods);
  return (request, response, next) => {
    if (allowed.has(request.method.toUpperCase())) return next();
    response
      .status(405)
      .set({ Allow: allowedMethods.join(', '), 'Cache-Control': 'no-store' })
      .type('text/plain')
      .send('Method Not Allowed');
  };
}
