// Retrying a failed fetch: a rule says whether to try again after a failure, and the wait before
// the next try doubles from a second up to 30 s (react-query's default delay).

/** `failureCount` is the number of earlier failures (0 after the first one). */
export type RetryRule = (failureCount: number, error: unknown) => boolean;

export const neverRetry: RetryRule = () => false;

/** The wait before the try after `failureCount` earlier failures: 1 s, 2 s, 4 s, ... 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** Resolves after `ms`, or rejects with the signal's reason when it is aborted first. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    function stop() {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Runs `attempt` until it succeeds, the rule says stop, or the signal is aborted. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  rule: RetryRule,
  signal: AbortSignal,
): Promise<T> {
  for (let failureCount = 0; ; failureCount += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted || !rule(failureCount, error)) throw error;
      await wait(retryDelay(failureCount), signal);
    }
  }
}
