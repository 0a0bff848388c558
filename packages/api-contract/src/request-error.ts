// Turning a zod error into the API's error body: { error: 'invalid_request', message } where the
// message names the field ("year: must be between 1900 and 2100").
import * as z from 'zod/mini';
import { apiCalls, type CallName, type CallRequest } from './calls.ts';

export interface InvalidRequestError {
  error: 'invalid_request';
  message: string;
}

function issueMessages(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    const prefix = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
    return issue.keys.map((key) => `${prefix}${key}: is not a known field`);
  }
  if (issue.path.length === 0) {
    return [
      issue.code === 'invalid_type' ? 'body: must be a JSON object' : `body: ${issue.message}`,
    ];
  }
  return [`${issue.path.join('.')}: ${issue.message}`];
}

/** Whether `error` is what a contract schema throws on bad input. */
export function isContractError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}

/** "field: problem" for each issue, joined by "; ". */
export function describeZodError(error: z.core.$ZodError): string {
  return [...new Set(error.issues.flatMap(issueMessages))].join('; ');
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
