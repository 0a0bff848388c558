// A path that exists answers other methods with 405 and an Allow header.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { ApiErrorBody } from './api-error.ts';

const otherMethods: Record<'GET' | 'POST', HTTPMethods[]> = {
  POST: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
  GET: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
};

export function rejectOtherMethods(
  app: FastifyInstance,
  url: string,
  allowed: 'GET' | 'POST',
): void {
  app.route({
    method: otherMethods[allowed],
    url,
    handler: (request, reply) =>
      reply
        .code(405)
        .header('allow', allowed === 'GET' ? 'GET, HEAD' : 'POST')
        .send({
          error: 'method_not_allowed',
          message: `method: ${request.method} is not allowed here, use ${allowed}`,
        } satisfies ApiErrorBody),
  });
}
