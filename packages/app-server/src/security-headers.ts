// The security headers of every answer, defined once: the app server sends them, and the nginx
// config is rendered from them (tooling/proxy). No imports: nginx's renderer and the server
// build read this file as it is.

export interface SecurityHeader {
  name: string;
  value: string;
}

/** Sent on every answer, over http and https alike. */
export const securityHeaders: readonly SecurityHeader[] = [
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    name: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  },
  { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { name: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

/** Sent only when the public origin (or, in nginx, the request's scheme) is https. */
export const strictTransportSecurity: SecurityHeader = {
  name: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

export const contentSecurityPolicyHeader = 'Content-Security-Policy';

/**
 * The Content-Security-Policy of a response whose inline scripts and style elements carry
 * `nonce`. Scripts: only those with the nonce and what they load ('strict-dynamic'); style
 * attributes allowed (components set per-element custom properties in them); style elements only
 * the site's own files and those with the nonce: styled-components' rules of the page (the
 * server's <style nonce> and, on a page that hydrates, the tag it re-creates in the browser with
 * the nonce of the document's csp-nonce meta), so an injected one is refused (docs/adr/009 and
 * 017). Images, like everything else, only from the site's own origin: the API's files are
 * served under each site's prefix.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}
