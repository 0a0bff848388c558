// A short-lived cache of API answers shared by every request an app server handles: identical
// calls (same call, same body) within `ttlMs` share one answer, and identical calls in flight
// share one request, so a burst of readers on the same page costs the API one call. Only
// answers are kept: a failure is dropped at once, so a fault is seen by the next request and a
// recovered API by the one after. Server-side only (its own entry point keeps lru-cache out of
// client bundles).
import { LRUCache } from 'lru-cache';
import type { AnswerCache } from './client.ts';

export interface AnswerCacheOptions {
  /** How long an answer is reused, in milliseconds (0: no cache). */
  ttlMs: number;
  /** How many different calls are kept at most (least recently used go first). */
  maxEntries?: number;
  /** The clock the time to live is measured on, in milliseconds (default: `performance`). */
  clock?: { now(): number };
}

export const defaultAnswerCacheEntries = 1_000;

/** Waits for `answer`, or rejects with the caller's own cancellation when that comes first. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal fires 'abort' at most once, and the listener is removed when the answer settles
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function createAnswerCache({
  ttlMs,
  maxEntries = defaultAnswerCacheEntries,
  clock,
}: AnswerCacheOptions): AnswerCache | undefined {
  if (!(ttlMs > 0)) return undefined;
  const answers = new LRUCache<string, Promise<unknown>>({
    max: maxEntries,
    ttl: ttlMs,
    // A given clock is read on every look-up (lru-cache otherwise reuses a reading for 1 ms).
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
  });
  return {
    answer<T>(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      let answer = answers.get(key) as Promise<T> | undefined;
      if (!answer) {
        answer = load();
        answers.set(key, answer);
        answer.catch(() => {
          if (answers.peek(key) === answer) answers.delete(key);
        });
      }
      return untilAborted(answer, signal);
    },
  };
}
