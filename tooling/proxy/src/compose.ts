// One Express server for every built app, each under its prefix: React Router's Express adapter
// for the pages and express.static for the assets (the same pieces react-router-serve uses).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ServerBuild } from 'react-router';

export interface BuiltApp {
  /** The app's URL prefix with its trailing slash: '/', '/indjeee/', '/indjece/'. */
  prefix: `/${string}`;
  /** The app's folder, holding build/server/index.js and build/client/. */
  appDir: string;
}

export function serverBuildPath(appDir: string): string {
  return path.join(appDir, 'build', 'server', 'index.js');
}

export function isBuilt(appDir: string): boolean {
  return existsSync(serverBuildPath(appDir));
}

/** A folder of static files served under its own prefix (the built Storybook). */
export interface StaticSite {
  /** The prefix with its trailing slash: '/storybook/'. */
  prefix: `/${string}/`;
  dir: string;
}

/** Sends the bare prefix ('/storybook') to the prefix with its slash, keeping the query. */
function redirectBarePrefix(server: Express, prefix: `/${string}`) {
  const bare = prefix.replace(/\/$/, '');
  if (!bare) return;
  server.use((request, response, next) => {
    if (request.path !== bare) return next();
    response.redirect(301, `${prefix}${request.originalUrl.slice(bare.length)}`);
  });
}

/**
 * Mounts the static sites, then the apps; the publisher ('/') must come last since it takes
 * every other path.
 */
export async function composeApps(
  apps: BuiltApp[],
  staticSites: StaticSite[] = [],
): Promise<Express> {
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());
  for (const site of staticSites) {
    redirectBarePrefix(server, site.prefix);
    server.use(site.prefix, express.static(site.dir, { maxAge: '1h' }));
  }
  const ordered = [...apps].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const app of ordered) {
    const build = (await import(pathToFileURL(serverBuildPath(app.appDir)).href)) as ServerBuild;
    const clientDir = path.join(app.appDir, 'build', 'client');
    // The basename ends in '/': send the bare prefix there.
    redirectBarePrefix(server, app.prefix);
    server.use(
      path.posix.join(app.prefix, 'assets'),
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    server.use(app.prefix, express.static(clientDir, { maxAge: '1h', index: false }));
    server.all(`${app.prefix}{*splat}`, createRequestHandler({ build, mode: 'production' }));
  }
  return server;
}
