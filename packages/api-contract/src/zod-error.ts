// What a contract schema throws on bad input, and how to say it: "field: problem" per issue.
// Apart from the registry of calls, so reading an answer (read/on-demand.ts) does not load it.
import * as z from 'zod/mini';

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
