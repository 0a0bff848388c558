// Starts the server on a data folder (seeding it when empty) and returns its URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import {
  defaultAnswerCacheMegabytes,
  defaultAuthorization,
  defaultDataDir,
  defaultHost,
  defaultPort,
} from './config.ts';
import { openSeededDatabase } from './db/data-store.ts';
import type { SeedOptions } from './seed/seed-database.ts';

export interface StartJournalApiOptions {
  /** Port to listen on; 0 picks a free one. Default 4310. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Folder of the SQLite file and rendered PDFs; created and seeded when empty. `'temporary'`: a
   * new folder under the system's temporary folder, removed on close (a test's own database).
   */
  dataDir?: string;
  /**
   * How a new data folder is seeded: `{ papers: 0 }` gives journals with an empty archive (no
   * issue, no paper; theses, conferences and blogs as usual). A folder seeded before keeps its
   * data.
   */
  seed?: SeedOptions;
  /** The token every call must send in `Authorization`. Default 'dev-journal-api-token'. */
  authorization?: string;
  /** Base of the absolute file URLs in responses. Default the server's own URL. */
  publicBaseUrl?: string;
  /** Fastify logger: false (default), true, or logger options. */
  logger?: FastifyServerOptions['logger'];
  /** Megabytes of JSON answers kept for repeated calls (default 32); 0 keeps none. */
  answerCacheMegabytes?: number;
}

export interface RunningJournalApi {
  /** e.g. http://127.0.0.1:4310 (no trailing slash). */
  url: string;
  /** The folder of its database and files (a temporary one is gone once closed). */
  dataDir: string;
  close(): Promise<void>;
}

function urlOf(host: string, port: number): string {
  const shownHost =
    host === '0.0.0.0'
      ? '127.0.0.1'
      : host === '::'
        ? '[::1]'
        : host.includes(':')
          ? `[${host}]`
          : host;
  return `http://${shownHost}:${port}`;
}

export async function startJournalApi(
  options: StartJournalApiOptions = {},
): Promise<RunningJournalApi> {
  const host = options.host ?? defaultHost;
  const temporary = options.dataDir === 'temporary';
  const dataDir = temporary
    ? mkdtempSync(path.join(tmpdir(), 'journal-api-'))
    : (options.dataDir ?? defaultDataDir);
  const removeTemporary = () => {
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  };
  const { db } = openSeededDatabase(dataDir, options.seed);
  let url = '';
  const publicBaseUrl = options.publicBaseUrl?.replace(/\/+$/, '');
  const app = buildApp({
    db,
    dataDir,
    authorization: options.authorization ?? defaultAuthorization,
    publicBaseUrl: () => publicBaseUrl ?? url,
    logger: options.logger,
    answerCacheMegabytes: options.answerCacheMegabytes ?? defaultAnswerCacheMegabytes,
  });
  try {
    await app.listen({ port: options.port ?? defaultPort, host });
  } catch (error) {
    db.close();
    removeTemporary();
    throw error;
  }
  const address = app.server.address();
  const port =
    typeof address === 'object' && address !== null ? address.port : (options.port ?? defaultPort);
  url = urlOf(host, port);
  let closed = false;
  return {
    url,
    dataDir,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      db.close();
      removeTemporary();
    },
  };
}
