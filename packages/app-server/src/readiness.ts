// Readiness: whether the API behind an app answers. Any HTTP answer below 500 counts (the API
// is up even when it refuses an unauthorised GET); the result is kept for a few seconds so
// that frequent probes do not load the API.

export interface ReadinessProbe {
  /** True when the API answered the last check (made at most `cacheMs` ago). */
  ready(): Promise<boolean>;
}

export function createReadinessProbe({
  apiBaseUrl,
  cacheMs = 5_000,
  timeoutMs = 2_000,
}: {
  apiBaseUrl: string;
  cacheMs?: number;
  timeoutMs?: number;
}): ReadinessProbe {
  let checked: { at: number; answer: Promise<boolean> } | undefined;

  async function check(): Promise<boolean> {
    try {
      const response = await fetch(apiBaseUrl, {
        method: 'GET',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return response.status < 500;
    } catch {
      return false;
    }
  }

  return {
    ready() {
      const now = Date.now();
      if (!checked || now - checked.at >= cacheMs) checked = { at: now, answer: check() };
      return checked.answer;
    },
  };
}
