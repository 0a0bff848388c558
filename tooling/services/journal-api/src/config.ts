// The one place that reads the environment. Everything else receives these values.
import { join } from 'node:path';

export const defaultPort = 4310;
export const defaultHost = '127.0.0.1';
/** The development token, documented in the README; set API_AUTHORIZATION anywhere else. */
export const defaultAuthorization = 'dev-journal-api-token';
/** Megabytes of JSON answers the server keeps for repeated calls. */
export const defaultAnswerCacheMegabytes = 32;
/** The package's own data folder (git-ignored). */
export const defaultDataDir = join(import.meta.dirname, '..', 'data');

export interface JournalApiConfig {
  port: number;
  host: string;
  dataDir: string;
  authorization: string;
  /** Absolute base of file URLs; the server's own URL when undefined. */
  publicBaseUrl: string | undefined;
  answerCacheMegabytes: number;
}

export type Environment = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parsePort(value: string | undefined, fallback = defaultPort): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not "${text}"`);
  }
  return port;
}

export function parseAnswerCacheMegabytes(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return defaultAnswerCacheMegabytes;
  if (!/^\d+$/.test(text) || Number(text) > 4096) {
    throw new Error(
      `ANSWER_CACHE_MB must be a whole number of megabytes up to 4096, not "${text}"`,
    );
  }
  return Number(text);
}

export function parsePublicBaseUrl(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) URL, not "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) URL, not "${text}"`);
  }
  return text.replace(/\/+$/, '');
}

export function readConfig(env: Environment = process.env): JournalApiConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? defaultHost,
    dataDir: nonEmpty(env.DATA_DIR) ?? defaultDataDir,
    authorization: nonEmpty(env.API_AUTHORIZATION) ?? defaultAuthorization,
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL),
    answerCacheMegabytes: parseAnswerCacheMegabytes(env.ANSWER_CACHE_MB),
  };
}
