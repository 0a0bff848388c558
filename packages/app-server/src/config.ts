// The app server's settings from its environment: the only place it reads process.env.
import { z } from 'zod';

/** The origin `pnpm start` serves on by default. */
export const localOrigin = 'http://127.0.0.1:4300';

const port = z.coerce.number().int().min(1).max(65535);

/** An http(s) origin, trailing slash and path dropped: 'https://journals.example.org'. */
export const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin);

/**
 * Express's `trust proxy` list: 'loopback', 'uniquelocal', addresses and CIDR ranges,
 * comma-separated; 'none' trusts no proxy.
 */
const trustedProxiesSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[0-9a-zA-Z.:/_-]+$/)).min(1));

export interface AppServerConfig {
  host: string;
  port: number;
  /** Where readers reach the sites: canonical links, citation URLs, sitemaps, HSTS. */
  publicOrigin: string;
  /** Peers whose X-Forwarded-For / X-Forwarded-Proto the server believes. */
  trustedProxies: string[];
}

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Throws a readable error naming the variable when one is set to something invalid. */
function parse<T>(name: string, schema: z.ZodType<T>, value: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `${name}=${JSON.stringify(value)} is invalid: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

/** The trusted-proxy list: TRUSTED_PROXIES, loopback by default. */
export function readTrustedProxies(env: NodeJS.ProcessEnv = process.env): string[] {
  const value = setting(env.TRUSTED_PROXIES);
  if (!value || value === 'none') return value === 'none' ? [] : ['loopback'];
  return parse('TRUSTED_PROXIES', trustedProxiesSchema, value);
}

/** PUBLIC_ORIGIN, or `fallback` when it is not set. */
export function readPublicOrigin(fallback: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = setting(env.PUBLIC_ORIGIN);
  return value ? parse('PUBLIC_ORIGIN', originSchema, value) : fallback;
}

/**
 * One app's server: PORT (3000) and HOST (all interfaces); PUBLIC_ORIGIN defaults to the
 * server's own address, as readers reach it when nothing is in front.
 */
export function readAppServerConfig(env: NodeJS.ProcessEnv = process.env): AppServerConfig {
  const host = setting(env.HOST) ?? '0.0.0.0';
  const portValue = setting(env.PORT);
  const listenPort = portValue ? parse('PORT', port, portValue) : 3000;
  const ownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    host,
    port: listenPort,
    publicOrigin: readPublicOrigin(`http://${ownHost}:${listenPort}`, env),
    trustedProxies: readTrustedProxies(env),
  };
}

/** Hands the public origin to the apps' loaders (site-kit's publicOrigin reads it). */
export function exportPublicOrigin(origin: string, env: NodeJS.ProcessEnv = process.env) {
  env.PUBLIC_ORIGIN = origin;
}

/**
 * React and react-dom's server renderer pick their production builds only when NODE_ENV is
 * 'production' as they are first loaded: set before any server build loads.
 */
export function useProductionBuilds(env: NodeJS.ProcessEnv = process.env): string {
  env.NODE_ENV = 'production';
  return env.NODE_ENV;
}

/** The process's environment, for the site configs' overrides (contact, API base). */
export function processEnvironment(): NodeJS.ProcessEnv {
  return process.env;
}
