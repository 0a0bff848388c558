// Debian's wrk (`apt-get install wrk`) on one address, its report read into the figures every
// benchmark here prints (bench-run.ts). wrk keeps its connections open and spends little of the
// machine per request, so on a 2-core machine it leaves more of it to the server measured than
// autocannon does: what a comparison of two nginx servers needs.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Figures } from './bench-run.ts';

export interface WrkRun {
  connections: number;
  threads: number;
  /** Seconds. */
  seconds: number;
  headers?: Record<string, string>;
}

const wrkCandidates = ['/usr/bin/wrk', '/usr/local/bin/wrk'];

/** Debian's wrk; fails with what to install when there is none. */
export function findWrk(): string {
  const found = wrkCandidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error("wrk not found: install Debian's wrk (apt-get install wrk).");
  return found;
}

const unitMilliseconds: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/** A latency percentile of the `--latency` distribution (`99%  12.34ms`), in milliseconds. */
function percentile(report: string, percent: number): number {
  const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(report);
  if (!match) throw new Error(`No ${percent}% latency in wrk's report:\n${report}`);
  return Number(match[1]) * (unitMilliseconds[match[2] ?? ''] ?? Number.NaN);
}

/** A run's figures and the number of requests answered in it. */
export interface WrkFigures extends Figures {
  requests: number;
}

/** wrk's report as figures: requests/s, p50 and p99, socket errors, non-2xx/3xx answers. */
function readWrkReport(report: string): WrkFigures {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(report)?.[1];
  if (rps === undefined) throw new Error(`No Requests/sec in wrk's report:\n${report}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const errors = (socketErrors?.slice(1) ?? []).reduce((sum, count) => sum + Number(count), 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  const requests = Number(/^\s*(\d+) requests in /m.exec(report)?.[1] ?? Number.NaN);
  return {
    requests,
    rps: Number(rps),
    p50: percentile(report, 50),
    p99: percentile(report, 99),
    errors,
    non2xx,
  };
}

/** wrk on `url` for `seconds`, with HTTP/1.1 keep-alive connections (over TLS for https). */
export async function runWrk(url: string, run: WrkRun): Promise<WrkFigures> {
  const headerArgs = Object.entries(run.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = ['-t', String(run.threads), '-c', String(run.connections)];
  args.push('-d', `${run.seconds}s`, '--latency', ...headerArgs, url);
  const { stdout } = await promisify(execFile)(findWrk(), args, {
    timeout: (run.seconds + 30) * 1000,
  });
  return readWrkReport(stdout);
}
