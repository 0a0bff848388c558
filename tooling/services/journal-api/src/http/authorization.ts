// Every call carries the static token in `Authorization` (the raw value, no scheme).
import { timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error.ts';

export function requireAuthorization(token: string): onRequestHookHandler {
  const expected = Buffer.from(token);
  return (request, _reply, done) => {
    const given = request.headers.authorization;
    if (given === undefined || given === '') {
      done(new ApiError(401, 'unauthorized', 'authorization: the Authorization header is missing'));
      return;
    }
    const givenBytes = Buffer.from(given);
    // Compared in constant time; only the length can differ quickly.
    if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
      done(new ApiError(401, 'unauthorized', 'authorization: the token is not valid'));
      return;
    }
    done();
  };
}
