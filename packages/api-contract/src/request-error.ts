// Turning a zod error into the API's error body: { error: 'invalid_request', message } where the
// message names the field ("year: must be between 1900 and 2100").
import type * as z from 'zod/mini';
import { apiCalls, type CallName, type CallRequest } from './calls.ts';
import { describeZodError } from './zod-error.ts';

export { describeZodError, isContractError } from './zod-error.ts';

export interface InvalidRequestError {
  error: 'invalid_request';
  message: string;
}

export function toInvalidRequestError(error: z.core.$ZodError): InvalidRequestError {
  return { error: 'invalid_request', message: describeZodError(error) };
}

export type ParsedRequest<C extends CallName> =
  { success: true; data: CallRequest<C> } | { success: false; error: InvalidRequestError };

/** Validates a request body of `call`; a missing body counts as `{}`. */
export function parseCallRequest<C extends CallName>(call: C, body: unknown): ParsedRequest<C> {
  const result = apiCalls[call].request.safeParse(body === undefined ? {} : body);
  return result.success
    ? { success: true, data: result.data as CallRequest<C> }
    : { success: false, error: toInvalidRequestError(result.error) };
}
