// Every call's reader (response schema + normalizer: read/*.ts) in one registry, for code that
// reads any call by name (the server). The browser reads by group instead (read/on-demand.ts).
import type { CallName } from '../calls.ts';
import { readWith, type AnyCallReader } from '../read/call-reader.ts';
import { contentReaders } from '../read/content.ts';
import { paperDetailsReaders } from '../read/paper-details.ts';
import { paperListReaders } from '../read/paper-lists.ts';

export const callReaders = {
  ...paperListReaders,
  ...paperDetailsReaders,
  ...contentReaders,
} satisfies Record<CallName, unknown>;

/** One normalizer per call: validated response -> the UI type. */
export const callNormalizers = Object.fromEntries(
  Object.entries(callReaders).map(([call, reader]) => [call, reader.normalize]),
) as { [C in CallName]: (typeof callReaders)[C]['normalize'] };

/** The UI value a call yields. */
export type CallResult<C extends CallName> = ReturnType<(typeof callReaders)[C]['normalize']>;

/** Validates a raw response of `call` and normalizes it; throws the ZodError when it does not fit. */
export function parseCallResponse<C extends CallName>(call: C, body: unknown): CallResult<C> {
  return readWith(callReaders[call] as AnyCallReader, body) as CallResult<C>;
}
