// The security headers of every answer, defined once: the app server sends them, and the nginx
// config is rendered from them (tooling/services/proxy). No imports: nginx's renderer and the server
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

/** What a page makes the browser run, as its policy names it. */
export interface PageScripts {
  /** The SHA-256 (base64) of each inline script of the page, in the order they appear. */
  inlineHashes: readonly string[];
  /** True when the page loads a script file (`<script src>`) or an inline module imports one. */
  loadsFiles: boolean;
}

/** A page, or any other answer, that runs no script. */
export const noScripts: PageScripts = { inlineHashes: [], loadsFiles: false };

/** The `script-src` of a page: its own files and its inline scripts by hash, or nothing. */
function scriptSources({ inlineHashes, loadsFiles }: PageScripts): string {
  if (inlineHashes.length === 0 && !loadsFiles) return "'none'";
  // 'self' rather than 'strict-dynamic': Chromium refuses the imports of an inline module that
  // only its hash allows (a hash, unlike a nonce, does not pass to what the script loads), and
  // 'strict-dynamic' would make it ignore 'self' (docs/adr/024).
  const sources = loadsFiles ? ["'self'"] : [];
  for (const hash of new Set(inlineHashes)) sources.push(`'sha256-${hash}'`);
  return sources.join(' ');
}

/**
 * The Content-Security-Policy of an answer: the same for every reader of a page, so any cache can
 * keep it with the page (docs/adr/024). Scripts: the site's own files and the page's inline
 * scripts named by their hashes, nothing on a page without scripts. Style attributes and elements
 * allowed (components set per-element custom properties in attributes, and styled-components
 * writes its rules into a tag it makes in the browser; styles cannot run code). Images, like
 * everything else, only from the site's own origin: the API's files are served under each site's
 * prefix.
 */
export function contentSecurityPolicy(scripts: PageScripts = noScripts): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources(scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}
