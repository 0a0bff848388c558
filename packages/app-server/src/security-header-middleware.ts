// Sends the security headers (./security-headers.ts) on every answer, and on the apps' answers
// a Content-Security-Policy with a fresh nonce per response; the nonce waits in
// `response.locals` for the request's load context.
import type { RequestHandler, Response } from 'express';
import { createCspNonce } from './csp-nonce.ts';
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  securityHeaders,
  strictTransportSecurity,
} from './security-headers.ts';

export function sendSecurityHeaders(publicOrigin: string): RequestHandler {
  const https = new URL(publicOrigin).protocol === 'https:';
  return (_request, response, next) => {
    for (const { name, value } of securityHeaders) response.setHeader(name, value);
    if (https) response.setHeader(strictTransportSecurity.name, strictTransportSecurity.value);
    next();
  };
}

export function sendContentSecurityPolicy(): RequestHandler {
  return (_request, response, next) => {
    const nonce = createCspNonce();
    response.locals.cspNonce = nonce;
    response.setHeader(contentSecurityPolicyHeader, contentSecurityPolicy(nonce));
    next();
  };
}

/** The nonce of this response's Content-Security-Policy. */
export function responseCspNonce(response: Response): string {
  const nonce: unknown = response.locals.cspNonce;
  if (typeof nonce !== 'string') throw new Error('sendContentSecurityPolicy must run first');
  return nonce;
}
