// Field schemas of request payloads: what the reference server accepts. Integers may arrive as
// strings ("2025") because real front ends send them either way; everything else is exact.
import * as z from 'zod/mini';

function requiredOr(problem: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : problem);
}

/** An integer in [min, max], given as a number or a string of digits; the output is a number. */
export function integerField(min: number, max: number) {
  const range =
    max === Number.MAX_SAFE_INTEGER
      ? `must be at least ${min}`
      : `must be between ${min} and ${max}`;
  return z.pipe(
    z.pipe(
      z.union(
        // Stryker disable next-line Regex: a text this lets through that is not an integer fails `z.int` below, with the same message
        [z.number(), z.string().check(z.regex(/^\s*-?\d+\s*$/, { error: 'must be an integer' }))],
        { error: requiredOr('must be an integer') },
      ),
      // Stryker disable next-line MethodExpression: Number ignores the spaces around digits
      z.transform((value) => (typeof value === 'string' ? Number(value.trim()) : value)),
    ),
    z
      .int({ error: 'must be an integer' })
      .check(z.gte(min, { error: range }), z.lte(max, { error: range })),
  );
}

export const yearField = integerField(1900, 2100);
export const volumeField = integerField(0, 999);
export const issueField = integerField(0, 999);
export const pageField = integerField(1, Number.MAX_SAFE_INTEGER);
export const perPageField = integerField(1, 100);
/** A numeric id such as a conference category id. */
export const numericIdField = integerField(1, Number.MAX_SAFE_INTEGER);

/** Search text: trimmed, 1 to 200 characters. */
export const searchField = z
  .string({ error: requiredOr('must be a string') })
  .check(
    z.trim(),
    z.minLength(1, { error: 'must not be empty' }),
    z.maxLength(200, { error: 'must be at most 200 characters' }),
  );

/** The id of a paper, conference paper or thesis: a positive integer or a short code. */
const entityIdProblem = 'must be a positive integer or a code of letters, digits, "-" and "_"';
export const entityIdField = z.pipe(
  z.union(
    [
      // Stryker disable next-line ObjectLiteral: a union member's message; the union's issue (the same words) is the one reported
      z.int({ error: entityIdProblem }).check(z.positive({ error: entityIdProblem })),
      z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: entityIdProblem })),
    ],
    { error: requiredOr(entityIdProblem) },
  ),
  z.transform((value) => String(value)),
);

/** A URL slug of a blog post, tag or board member. */
export const slugField = z.string({ error: requiredOr('must be a string') }).check(
  z.trim(),
  z.minLength(1, { error: 'must not be empty' }),
  z.maxLength(200, { error: 'must be at most 200 characters' }),
  z.regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, {
    error: 'must be a slug of letters, digits and single hyphens',
  }),
);
