// One site app under its prefix: its health and readiness checks and security.txt (answered
// before React Router), its files, then its pages through React Router's Express adapter.
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import express, { type Express } from 'express';
import { createReadinessProbe } from './readiness.ts';
import { securityTxt } from './security-txt.ts';
import type { SiteApp } from './site-app.ts';

export interface Lifecycle {
  /** True once the server is shutting down: readiness then answers 503. */
  draining(): boolean;
}

/** Sends the bare prefix ('/indjece', '/storybook') to the prefix with its slash, keeping the query. */
export function redirectBarePrefix(server: Express, prefix: `/${string}`) {
  const bare = prefix.replace(/\/$/, '');
  if (!bare) return;
  server.use((request, response, next) => {
    if (request.path !== bare) return next();
    response.redirect(301, `${prefix}${request.originalUrl.slice(bare.length)}`);
  });
}

export function mountSiteApp(
  server: Express,
  app: SiteApp,
  { publicOrigin, lifecycle }: { publicOrigin: string; lifecycle: Lifecycle },
) {
  const probe = createReadinessProbe({ apiBaseUrl: app.apiBaseUrl });
  const securityTxtPath = `${app.prefix}.well-known/security.txt`;

  redirectBarePrefix(server, app.prefix);
  server.get(`${app.prefix}healthz`, (_request, response) => {
    response.set('Cache-Control', 'no-store').type('text/plain').send('alive\n');
  });
  server.get(`${app.prefix}readyz`, async (_request, response) => {
    const ready = !lifecycle.draining() && (await probe.ready());
    response
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(ready ? 'ready\n' : 'not ready: the API does not answer\n');
  });
  server.get(securityTxtPath, (_request, response) => {
    response.type('text/plain; charset=utf-8').send(
      securityTxt({
        email: app.securityContact,
        canonicalUrl: `${publicOrigin}${securityTxtPath}`,
      }),
    );
  });
  server.use(
    path.posix.join(app.prefix, 'assets'),
    express.static(path.join(app.clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  server.use(app.prefix, express.static(app.clientDir, { maxAge: '1h', index: false }));
  server.all(
    `${app.prefix}{*splat}`,
    createRequestHandler({ build: app.build, mode: 'production' }),
  );
}
