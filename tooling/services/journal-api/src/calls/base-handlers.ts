// The handlers of one API base, keyed by call name, bound to the base's journal and context.
// Each handler map is type-checked against the contract where it is defined; here they are
// only looked up by name, so the request is `unknown` (it was validated before).
import { journalCalls, publisherCalls } from '@journals/api-contract';
import type { CallName, JournalCallName, PublisherCallName } from '@journals/api-contract';
import type { ApiBase, JournalId } from '../journals.ts';
import type { CallContext } from './context.ts';
import { journalCallHandlers } from './journal-calls.ts';
import { publisherCallHandlers } from './publisher-calls.ts';

export type BoundHandler = (request: unknown) => unknown;

type LooseJournalHandler = (
  request: unknown,
  journalId: JournalId,
  context: CallContext,
) => unknown;
type LoosePublisherHandler = (request: unknown, context: CallContext) => unknown;

export function handlersOfBase(base: ApiBase, context: CallContext): Map<CallName, BoundHandler> {
  if (base === 'publisher') {
    return new Map(
      (Object.keys(publisherCalls) as PublisherCallName[]).map((name) => {
        const handle = publisherCallHandlers[name] as LoosePublisherHandler;
        return [name, (request: unknown) => handle(request, context)];
      }),
    );
  }
  return new Map(
    (Object.keys(journalCalls) as JournalCallName[]).map((name) => {
      const handle = journalCallHandlers[name] as LooseJournalHandler;
      return [name, (request: unknown) => handle(request, base, context)];
    }),
  );
}
