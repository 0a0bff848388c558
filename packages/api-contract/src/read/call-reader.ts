// A call's reader: the schema of its response and the normalizer of what that schema yields.
// The readers are grouped by what reads them (read/*.ts), so a bundle that reads only some calls
// (the lists in the browser) carries only their schemas: see read/on-demand.ts.
import type * as z from 'zod/mini';

export interface CallReader<Schema extends z.ZodMiniType, Result> {
  response: Schema;
  normalize: (response: z.output<Schema>) => Result;
}

export function callReader<Schema extends z.ZodMiniType, Result>(
  response: Schema,
  normalize: (response: z.output<Schema>) => Result,
): CallReader<Schema, Result> {
  return { response, normalize };
}

/** Any call's reader, as a lookup by call name sees it. */
export interface AnyCallReader {
  response: { parse(body: unknown): unknown };
  normalize(response: never): unknown;
}

/** Validates a raw body with the reader's schema and normalizes it; throws the ZodError. */
export function readWith(reader: AnyCallReader, body: unknown): unknown {
  const normalize = reader.normalize as (response: unknown) => unknown;
  return normalize(reader.response.parse(body));
}
