// Listening and stopping without dropping a request: on SIGTERM or SIGINT the server stops
// accepting connections, lets the requests in flight finish, closes keep-alive connections as
// they fall idle, runs the caller's own closing (the reference API of `pnpm start`) and exits;
// whatever still runs after the grace period is cut and the process exits with 1.
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Lifecycle } from './app-routes.ts';

export const shutdownGraceMs = 10_000;

export interface Draining extends Lifecycle {
  /** Marks the server as shutting down. */
  start(): void;
}

export function createDraining(): Draining {
  let draining = false;
  return {
    draining: () => draining,
    start: () => {
      draining = true;
    },
  };
}

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (error) reject(error);
      else resolve(server);
    });
  });
}

/** Closes the server once every request in flight has been answered. */
export function closeGracefully(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close((error) => {
      clearInterval(idleSweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

export function stopOnSignals(
  server: Server,
  {
    draining,
    afterClose = async () => {},
    graceMs = shutdownGraceMs,
  }: { draining: Draining; afterClose?: () => Promise<void>; graceMs?: number },
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    draining.start();
    console.info(`${signal}: finishing the requests in flight, then stopping`);
    const deadline = setTimeout(() => {
      console.error(`Requests still running after ${graceMs} ms: stopping anyway`);
      server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    deadline.unref();
    closeGracefully(server)
      .then(afterClose)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}
