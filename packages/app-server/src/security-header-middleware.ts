// Sends the security headers (./security-headers.ts) on every answer, and on the apps' answers a
// Content-Security-Policy: a page's own, which the server entry (@journals/ssr) works out from the
// scripts it wrote, or else the policy of an answer that runs no script (files, resource routes,
// React Router's data requests, an answer to HEAD).
import type { RequestHandler } from 'express';
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

const scriptlessPolicy = contentSecurityPolicy();

/**
 * The policy of an answer that runs no script, unless the answer has its own by the time its
 * headers go out: React Router's adapter appends a page's headers, so one set earlier would make a
 * second policy, and a browser enforces both.
 */
export function sendContentSecurityPolicy(): RequestHandler {
  return (_request, response, next) => {
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadWithPolicy(
      this: typeof response,
      ...args: Parameters<typeof writeHead>
    ) {
      if (!this.hasHeader(contentSecurityPolicyHeader)) {
        this.setHeader(contentSecurityPolicyHeader, scriptlessPolicy);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
