// A built site app as the server mounts it: its React Router server build, its client files, the
// site it serves (found by the build's basename among the site configs), the API behind it and
// the mailbox its security.txt names.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteConfigs, withEnvironment, type SiteConfig } from '@journals/site-config';
import { readApiSettings } from '@journals/site-kit/server/config/api-settings.server.ts';
import type { ServerBuild } from 'react-router';
import { processEnvironment } from './config.ts';

export interface SiteApp {
  /** The site's URL prefix with its trailing slash: '/', '/indjeee/', '/indjece/'. */
  prefix: `/${string}`;
  build: ServerBuild;
  /** build/client: the browser's files. */
  clientDir: string;
  /** The site's API base; /readyz asks it. */
  apiBaseUrl: string;
  /** The mailbox security.txt names. */
  securityContact: string;
}

export function serverBuildPath(appDir: string): string {
  return path.join(appDir, 'build', 'server', 'index.js');
}

export function isBuilt(appDir: string): boolean {
  return existsSync(serverBuildPath(appDir));
}

/** The site config whose prefix is the build's basename. */
export function siteOfBuild(build: Pick<ServerBuild, 'basename'>): SiteConfig {
  const basename = build.basename ?? '/';
  const site = Object.values(siteConfigs).find((config) => config.prefix === basename);
  if (!site) throw new Error(`No site config has the prefix ${basename}`);
  return site;
}

/** Loads the app built in `appDir`; the environment's overrides apply to its contact and API. */
export async function loadSiteApp(
  appDir: string,
  env: NodeJS.ProcessEnv = processEnvironment(),
): Promise<SiteApp> {
  if (!isBuilt(appDir)) {
    throw new Error(`No server build at ${serverBuildPath(appDir)}: run \`pnpm build\` first.`);
  }
  const build = (await import(pathToFileURL(serverBuildPath(appDir)).href)) as ServerBuild;
  const site = withEnvironment(siteOfBuild(build), env);
  return {
    prefix: site.prefix,
    build,
    clientDir: path.join(appDir, 'build', 'client'),
    apiBaseUrl: readApiSettings(site, env).baseUrl,
    securityContact: site.contact.journalEmail ?? site.contact.supportEmail,
  };
}
