// What every benchmark here shares: one autocannon run's figures, and the machine's load average
// to print beside them (on a shared 2-core machine the figures move with it).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface Figures {
  /** Requests per second, on average over the run. */
  rps: number;
  /** Latency percentiles, in milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors). */
  errors: number;
  /** Answers with a status outside 2xx. */
  non2xx: number;
}

export interface Run {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

/** autocannon on one address for `duration` seconds. */
export async function measure(url: string, { connections, duration, headers = {} }: Run) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  } satisfies Figures;
}

/**
 * The figures of the round with the median requests/s (the higher middle one for an even count),
 * so that one round slowed down by the machine does not decide a comparison.
 */
export function medianRound(rounds: readonly Figures[]): Figures {
  const sorted = [...rounds].sort((a, b) => a.rps - b.rps);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('medianRound needs at least one round');
  return median;
}

/** The load average over 1, 5 and 15 minutes: '0.52 0.61 0.70'. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
