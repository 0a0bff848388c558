// What the apps see of where a request came from. X-Forwarded-For and X-Forwarded-Proto count
// only from a trusted proxy (Express's `trust proxy`); from anyone else they are removed. The
// host is never taken from the request: Host becomes the public origin's host and
// X-Forwarded-Host is removed, so no address a page writes can name a host a client chose.
import type { RequestHandler } from 'express';

type TrustFunction = (address: string, hop: number) => boolean;

export function pinRequestOrigin(publicOrigin: string): RequestHandler {
  const publicHost = new URL(publicOrigin).host;
  return (request, _response, next) => {
    const trust = request.app.get('trust proxy fn') as TrustFunction;
    const peer = request.socket.remoteAddress ?? '';
    if (!trust(peer, 0)) {
      delete request.headers['x-forwarded-for'];
      delete request.headers['x-forwarded-proto'];
    }
    delete request.headers['x-forwarded-host'];
    request.headers.host = publicHost;
    next();
  };
}
