// Registers the calls of one API base: POST /<call>, authorized, body validated with the
// contract's request schema, handler result sent as JSON.
import { parseCallRequest } from '@journals/api-contract';
import type { CallName } from '@journals/api-contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { rejectOtherMethods } from './method-not-allowed.ts';

export function registerCalls(
  app: FastifyInstance,
  handlers: ReadonlyMap<CallName, (request: unknown) => unknown>,
  authorize: onRequestHookHandler,
): void {
  for (const [name, handle] of handlers) {
    const url = `/${name}`;
    app.route({
      method: 'POST',
      url,
      onRequest: authorize,
      handler: async (request, reply) => {
        const parsed = parseCallRequest(name, request.body);
        if (!parsed.success) return reply.code(400).send(parsed.error);
        return reply.send(handle(parsed.data));
      },
    });
    rejectOtherMethods(app, url, 'POST');
  }
}
