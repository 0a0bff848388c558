// Registers the calls of one API base: POST /<call>, authorized, body validated with the
// contract's request schema, handler result sent as JSON. Answers are kept in an LRU cache by
// call and validated payload: the data does not change while the server runs. A handler may
// answer with JSON text put together from pieces already serialized (present/json-text.ts).
import { parseCallRequest } from '@journals/api-contract';
import type { CallName } from '@journals/api-contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { LruCache } from '../cache/lru-cache.ts';
import { JsonText } from '../present/json-text.ts';
import { rejectOtherMethods } from './method-not-allowed.ts';

export interface RegisterCallsOptions {
  handlers: ReadonlyMap<CallName, (request: unknown) => unknown>;
  authorize: onRequestHookHandler;
  /** JSON answers by `<base>/<call> <payload>` (numbers are keys of other JSON texts). */
  answers: LruCache<string, string | number>;
  /** The base the calls are registered under, part of the cache key. */
  base: string;
}

export function registerCalls(app: FastifyInstance, options: RegisterCallsOptions): void {
  const { handlers, authorize, answers, base } = options;
  for (const [name, handle] of handlers) {
    const url = `/${name}`;
    app.route({
      method: 'POST',
      url,
      onRequest: authorize,
      handler: async (request, reply) => {
        const parsed = parseCallRequest(name, request.body);
        if (!parsed.success) return reply.code(400).send(parsed.error);
        const key = `${base}/${name} ${JSON.stringify(parsed.data)}`;
        let json = answers.get(key);
        if (json === undefined) {
          const answer = handle(parsed.data);
          if (answer instanceof JsonText) {
            // Put together from pieces the cache keeps: keeping it too would only push them out.
            json = answer.text;
          } else {
            json = JSON.stringify(answer);
            answers.set(key, json);
          }
        }
        return reply.type('application/json; charset=utf-8').send(json);
      },
    });
    rejectOtherMethods(app, url, 'POST');
  }
}
