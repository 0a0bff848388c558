// The config module of `pnpm start`: the only place it reads or writes the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The app server's config module only: nothing here may load React before production mode is set.
import { readPublicOrigin, readTrustedProxies } from '@journals/app-server/config';
import { siteConfigs, siteIds, type SiteId } from '@journals/site-config';

export { exportPublicOrigin } from '@journals/app-server/config';

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface StartConfig {
  host: string;
  port: number;
  apiPort: number;
  authorization: string;
  dataDir: string | undefined;
  /** PUBLIC_ORIGIN: where readers reach the sites; by default this address. */
  publicOrigin: string;
  /** TRUSTED_PROXIES: peers whose forwarded headers count; loopback by default. */
  trustedProxies: string[];
}

function port(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number < 65536 ? number : fallback;
}

export function readStartConfig(env = process.env): StartConfig {
  const host = env.HOST?.trim() || '127.0.0.1';
  const sitesPort = port(env.PORT, 4300);
  return {
    host,
    port: sitesPort,
    publicOrigin: readPublicOrigin(`http://${host}:${sitesPort}`, env),
    trustedProxies: readTrustedProxies(env),
    apiPort: port(env.API_PORT, 4310),
    authorization: env.API_AUTHORIZATION?.trim() || 'dev-journal-api-token',
    dataDir: env.DATA_DIR?.trim() || undefined,
  };
}

/** Points the apps' servers (one process here) at the reference API, each at its own base. */
export function exportApiEnvironment(apiUrl: string, authorization: string, env = process.env) {
  env.API_AUTHORIZATION = authorization;
  for (const site of siteIds) {
    env[`${site.toUpperCase()}_API_BASE_URL`] = `${apiUrl}/${site}`;
  }
}

/** The design system's static Storybook (`pnpm build-storybook`), served at /storybook/. */
export const storybookFolder = path.join(
  repositoryRoot,
  'packages',
  'design-system',
  'storybook-static',
);

/** A site's app: its folder (`apps/<site id>`) and the prefix it is served under. */
export interface SiteApp {
  id: SiteId;
  prefix: `/${string}`;
  appDir: string;
}

/** Every site of the site configs with its app, the publisher ('/') first. */
export const siteApps: SiteApp[] = siteIds.map((id) => ({
  id,
  prefix: siteConfigs[id].prefix,
  appDir: path.join(repositoryRoot, 'apps', id),
}));

/**
 * `pnpm start` serves what production serves: React and react-dom/server pick
 * their production builds only when NODE_ENV is 'production' as they are first loaded, so this
 * runs before anything imports them. Returns the value set.
 */
export function useProductionBuilds(env = process.env): string {
  env.NODE_ENV = 'production';
  return env.NODE_ENV;
}

/** This process's environment (PATH, HOME, CHROME_PATH, …) with `settings` added, for a child. */
export function inheritedEnvironment(settings: Record<string, string>, env = process.env) {
  return { ...env, ...settings };
}
