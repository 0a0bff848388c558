// The Fastify application: the publisher base and one base per journal, each with its calls
// and files, JSON errors everywhere.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { journalCalls, publisherCalls } from '@journals/api-contract';
import type { CallName, JournalCallName, PublisherCallName } from '@journals/api-contract';
import { createRepositories } from './calls/context.ts';
import type { CallContext } from './calls/context.ts';
import { journalCallHandlers } from './calls/journal-calls.ts';
import { publisherCallHandlers } from './calls/publisher-calls.ts';
import { createFileUrls } from './files/file-kinds.ts';
import { registerFiles } from './files/file-routes.ts';
import { createPdfStore } from './files/pdf-store.ts';
import { requireAuthorization } from './http/authorization.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handling.ts';
import { acceptJsonBodiesOnly, bodyLimit } from './http/json-body.ts';
import { registerCalls } from './http/register-calls.ts';
import type { CallHandler } from './http/register-calls.ts';
import { apiBases } from './journals.ts';
import type { ApiBase } from './journals.ts';

export interface AppOptions {
  db: DatabaseSync;
  dataDir: string;
  authorization: string;
  /** The base of absolute file URLs, without a trailing slash; read per request. */
  publicBaseUrl: () => string;
  logger?: FastifyServerOptions['logger'];
}

function callHandlersOf(base: ApiBase, context: CallContext): Map<CallName, CallHandler> {
  if (base === 'publisher') {
    const names = Object.keys(publisherCalls) as PublisherCallName[];
    return new Map(
      names.map((name) => [
        name,
        (request: unknown) =>
          (publisherCallHandlers[name] as (r: unknown, c: CallContext) => unknown)(
            request,
            context,
          ),
      ]),
    );
  }
  const names = Object.keys(journalCalls) as JournalCallName[];
  return new Map(
    names.map((name) => {
      const handle = journalCallHandlers[name] as (
        r: unknown,
        j: typeof base,
        c: CallContext,
      ) => unknown;
      return [name, (request: unknown) => handle(request, base, context)];
    }),
  );
}

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    disableRequestLogging: true,
    bodyLimit,
    frameworkErrors: frameworkErrorHandler,
  });
  acceptJsonBodiesOnly(app);
  installErrorHandling(app);

  const context: CallContext = {
    repositories: createRepositories(options.db),
    urls: createFileUrls(options.publicBaseUrl),
  };
  const pdfStore = createPdfStore(options.dataDir);
  const authorize = requireAuthorization(options.authorization);

  for (const base of apiBases) {
    void app.register(
      async (scope) => {
        registerCalls(scope, callHandlersOf(base, context), authorize);
        registerFiles(scope, base, { context, pdfStore });
      },
      { prefix: `/${base}` },
    );
  }
  return app;
}
