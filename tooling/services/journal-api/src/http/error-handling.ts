// Every error leaves as JSON { error, message } with a 4xx status; a 5xx only for a bug.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import type { ApiErrorBody } from './api-error.ts';

function bodyOf(error: FastifyError | ApiError | Error): { status: number; body: ApiErrorBody } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.toBody() };
  const code = 'code' in error ? error.code : undefined;
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: {
          error: 'unsupported_media_type',
          message: 'content-type: must be application/json',
        },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'payload_too_large', message: 'body: is too large' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'invalid_json', message: 'body: is not valid JSON' } };
  }
  if (error instanceof SyntaxError) {
    return { status: 400, body: { error: 'invalid_json', message: 'body: is not valid JSON' } };
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { error: 'bad_request', message: error.message } };
  }
  return { status: 500, body: { error: 'internal_error', message: 'Internal server error' } };
}

export function sendError(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, body } = bodyOf(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not_found',
      message: `path: no ${request.method} ${request.url.split('?')[0]} on this server`,
    } satisfies ApiErrorBody),
  );
}

/** Errors Fastify raises before routing (a malformed URL, a bad header). */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send({
      error: 'bad_request',
      message: `request: ${error.message}`,
    } satisfies ApiErrorBody);
  request.log.debug({ err: error }, 'rejected before routing');
}
