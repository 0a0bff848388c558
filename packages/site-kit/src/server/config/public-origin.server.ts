// The origin readers see, for canonical links, Open Graph and citation URLs, sitemaps and feeds:
// always the configured PUBLIC_ORIGIN (which the app server, @journals/app-server, sets for the
// apps it serves), never a host a request names. Host and X-Forwarded-Host come from the client
// (or whoever sits in front), so a page built from them could be made to point anywhere
// (docs/adr/010-public-origin.md).
import { z } from 'zod';

/** `pnpm start`'s address: the origin when nothing configures one (`pnpm dev`). */
export const defaultPublicOrigin = 'http://127.0.0.1:4300';

const originSchema = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

/** The public origin, from PUBLIC_ORIGIN (an http(s) URL, reduced to its origin). */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return defaultPublicOrigin;
  const parsed = originSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`PUBLIC_ORIGIN=${JSON.stringify(value)} is not an http(s) origin`);
  }
  return parsed.data;
}
