// The Express application serving one or more site apps (and static folders, the Storybook of
// `pnpm start`) on one address: pinned request origin, security headers, compression, the
// static sites, then the apps' script policy and the apps, longest prefix first (the publisher at
// '/' takes every other path), and a last handler for the requests Express itself refuses.
import compression from 'compression';
import express, { type Express } from 'express';
import { refuseOtherMethods } from './allowed-methods.ts';
import { mountSiteApp, redirectBarePrefix, type Lifecycle } from './app-routes.ts';
import { answerRequestErrors } from './request-error-handler.ts';
import { pinRequestOrigin } from './request-origin.ts';
import { sendContentSecurityPolicy, sendSecurityHeaders } from './security-header-middleware.ts';
import type { SiteApp } from './site-app.ts';

/** A folder of static files served under its own prefix (the built Storybook). */
export interface StaticSite {
  /** The prefix with its trailing slash: '/storybook/'. */
  prefix: `/${string}/`;
  dir: string;
}

export interface AppServerOptions {
  apps: SiteApp[];
  staticSites?: StaticSite[];
  publicOrigin: string;
  trustedProxies: string[];
  lifecycle: Lifecycle;
}

export function createAppServer({
  apps,
  staticSites = [],
  publicOrigin,
  trustedProxies,
  lifecycle,
}: AppServerOptions): Express {
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', trustedProxies.length > 0 ? trustedProxies : false);
  server.use(pinRequestOrigin(publicOrigin));
  server.use(sendSecurityHeaders(publicOrigin));
  server.use(refuseOtherMethods());
  server.use(compression());
  // Static folders (the local Storybook, never in production) run their own inline scripts:
  // served before the apps' script policy.
  for (const site of staticSites) {
    redirectBarePrefix(server, site.prefix);
    server.use(site.prefix, express.static(site.dir, { maxAge: '1h' }));
  }
  server.use(sendContentSecurityPolicy());
  const ordered = [...apps].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const app of ordered) mountSiteApp(server, app, { publicOrigin, lifecycle });
  server.use(answerRequestErrors());
  return server;
}
