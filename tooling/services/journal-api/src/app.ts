// The Fastify application: the publisher base and one base per journal, each with its calls
// and files, JSON errors everywhere.
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { createRepositories } from './calls/context.ts';
import type { CallContext } from './calls/context.ts';
import { createLruCache } from './cache/lru-cache.ts';
import { handlersOfBase } from './calls/base-handlers.ts';
import { createFileUrls } from './files/file-kinds.ts';
import { registerFiles } from './files/file-routes.ts';
import { createPdfStore } from './files/pdf-store.ts';
import { createListedPaperJson } from './present/listed-paper-json.ts';
import { requireAuthorization } from './http/authorization.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handling.ts';
import { acceptJsonBodiesOnly, bodyLimit } from './http/json-body.ts';
import { registerCalls } from './http/register-calls.ts';
import { apiBases } from './journals.ts';

export interface AppOptions {
  db: DatabaseSync;
  dataDir: string;
  authorization: string;
  /** The base of absolute file URLs, without a trailing slash; read per request. */
  publicBaseUrl: () => string;
  logger?: FastifyServerOptions['logger'];
  /** Megabytes of JSON answers (and listed papers) kept for repeated calls; 0 keeps none. */
  answerCacheMegabytes: number;
}

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // Errors are logged; the two lines per request are not.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    frameworkErrors: frameworkErrorHandler,
  });
  acceptJsonBodiesOnly(app);
  installErrorHandling(app);

  // JSON answers by call and payload, and listed papers by paper id (search answers are put
  // together from those), in one budget.
  const answers = createLruCache<string, string | number>(
    options.answerCacheMegabytes * 1024 * 1024,
    (json) => json.length,
  );
  const repositories = createRepositories(options.db);
  const urls = createFileUrls(options.publicBaseUrl);
  const context: CallContext = {
    repositories,
    urls,
    listedPapers: createListedPaperJson({ papers: repositories.papers, urls, cache: answers }),
  };
  const pdfStore = createPdfStore(options.dataDir);
  const authorize = requireAuthorization(options.authorization);

  for (const base of apiBases) {
    void app.register(
      async (scope) => {
        registerCalls(scope, {
          handlers: handlersOfBase(base, context),
          authorize,
          answers,
          base,
        });
        registerFiles(scope, base, { context, pdfStore });
      },
      { prefix: `/${base}` },
    );
  }
  return app;
}
