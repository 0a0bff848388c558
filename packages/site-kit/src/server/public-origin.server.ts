// The origin readers see, for canonical links, Open Graph and citation URLs, sitemaps and feeds:
// always the configured PUBLIC_ORIGIN, never a host a request names. Host and X-Forwarded-Host
// come from the client (or whoever sits in front), so a page built from them could be made to
// point anywhere (docs/adr/010-public-origin.md).
import { configuredPublicOrigin } from '../config/public-origin.server.ts';

/** The public origin; the request is not read (callers keep passing the page's request). */
export function publicOrigin(_request: Request): string {
  return configuredPublicOrigin();
}
