// The config module of the apps' servers: the only place that reads their API environment.
// `.server` in the name keeps it (and the authorization value) out of every client bundle.
import type { SiteConfig } from '@journals/site-config';

export interface ApiSettings {
  /** The site's API base, e.g. 'http://127.0.0.1:4310/indjece' or '.../publisher'. */
  baseUrl: string;
  /** The static authorization value sent with every call; server-side only. */
  authorization: string;
  timeoutMs: number;
  /** Timeout for a file (a PDF the API may generate on first request, a logo). */
  fileTimeoutMs: number;
  /** How long identical calls share one answer, in milliseconds (0: every call asks the API). */
  answerCacheMs: number;
}

/** Development defaults: the reference API of tooling/services/journal-api on its default port. */
export const apiDefaults = {
  origin: 'http://127.0.0.1:4310',
  authorization: 'dev-journal-api-token',
  timeoutMs: 8_000,
  fileTimeoutMs: 30_000,
  answerCacheMs: 5_000,
} as const;

function nonNegativeInteger(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * `<SITE>_API_BASE_URL` (e.g. INDJECE_API_BASE_URL) or `API_BASE_URL`: the site's API base;
 * `API_AUTHORIZATION`: the authorization value; `API_TIMEOUT_MS`: per-call timeout;
 * `API_FILE_TIMEOUT_MS`: timeout for a PDF; `API_CACHE_MS`: how long the server's identical calls
 * share one answer (0 turns the shared answers off).
 */
export function readApiSettings(
  site: Pick<SiteConfig, 'id' | 'apiBasePath'>,
  env: Record<string, string | undefined> = process.env,
): ApiSettings {
  const siteBase = env[`${site.id.toUpperCase()}_API_BASE_URL`]?.trim();
  const sharedBase = env.API_BASE_URL?.trim();
  const baseUrl = (siteBase || sharedBase || `${apiDefaults.origin}${site.apiBasePath}`).replace(
    /\/+$/,
    '',
  );
  return {
    baseUrl,
    authorization: env.API_AUTHORIZATION?.trim() || apiDefaults.authorization,
    timeoutMs: positiveInteger(env.API_TIMEOUT_MS) ?? apiDefaults.timeoutMs,
    fileTimeoutMs: positiveInteger(env.API_FILE_TIMEOUT_MS) ?? apiDefaults.fileTimeoutMs,
    answerCacheMs: nonNegativeInteger(env.API_CACHE_MS) ?? apiDefaults.answerCacheMs,
  };
}
