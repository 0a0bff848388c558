// The config module of the public origin: PUBLIC_ORIGIN, which the app server
// (@journals/app-server) sets for the apps it serves.
import { z } from 'zod';

/** `pnpm start`'s address: the origin when nothing configures one (`pnpm dev`). */
export const defaultPublicOrigin = 'http://127.0.0.1:4300';

const originSchema = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

export function configuredPublicOrigin(
  env: Record<string, string | undefined> = process.env,
): string {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return defaultPublicOrigin;
  const parsed = originSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`PUBLIC_ORIGIN=${JSON.stringify(value)} is not an http(s) origin`);
  }
  return parsed.data;
}
