// Serves site apps (one for an app's own `start`, all of them for `pnpm start`) on one address
// until SIGTERM or SIGINT, then stops gracefully (./graceful-shutdown.ts).
import type { Server } from 'node:http';
import { createAppServer, type StaticSite } from './create-app-server.ts';
import { createDraining, listen, stopOnSignals } from './graceful-shutdown.ts';
import type { SiteApp } from './site-app.ts';

export interface ServeAppsOptions {
  apps: SiteApp[];
  staticSites?: StaticSite[];
  host: string;
  port: number;
  publicOrigin: string;
  trustedProxies: string[];
  /** Runs after the last request is answered, before the process exits. */
  afterClose?: () => Promise<void>;
}

export async function serveApps({
  afterClose,
  host,
  port,
  ...options
}: ServeAppsOptions): Promise<Server> {
  const draining = createDraining();
  const server = await listen(createAppServer({ ...options, lifecycle: draining }), port, host);
  stopOnSignals(server, { draining, ...(afterClose ? { afterClose } : {}) });
  return server;
}
