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

/** Mounts the apps; the publisher ('/') must come last since it takes every other path. */
export async function composeApps(apps: BuiltApp[]): Promise<Express> {
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());
  const ordered = [...apps].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const app of ordered) {
    const build = (await import(pathToFileURL(serverBuildPath(app.appDir)).href)) as ServerBuild;
    const clientDir = path.join(app.appDir, 'build', 'client');
    const bare = app.prefix.replace(/\/$/, '');
    if (bare) {
      // The basename ends in '/': send the bare prefix there, keeping the query.
      server.use((request, response, next) => {
        if (request.path !== bare) return next();
        const query = request.originalUrl.slice(bare.length);
        response.redirect(301, `${app.prefix}${query}`);
      });
    }
    server.use(
      path.posix.join(app.prefix, 'assets'),
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    server.use(app.prefix, express.static(clientDir, { maxAge: '1h', index: false }));
    server.all(
      `${app.prefix}{*splat}`,
      createRequestHandler({ build, mode: 'production' }),
    );
  }
  return server;
}
