// Every call carries the static token in `Authorization` (the raw value, no scheme).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error.ts';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function requireAuthorization(token: string): onRequestHookHandler {
  const expected = digest(token);
  return (request, _reply, done) => {
    const given = request.headers.authorization;
    if (given === undefined || given === '') {
      done(new ApiError(401, 'unauthorized', 'authorization: the Authorization header is missing'));
      return;
    }
    if (!timingSafeEqual(digest(given), expected)) {
      done(new ApiError(401, 'unauthorized', 'authorization: the token is not valid'));
      return;
    }
    done();
  };
}
