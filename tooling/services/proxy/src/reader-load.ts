// Readers' load through nginx for the load test and benchmark: autocannon's connections cycling
// through a list of pages, while the app servers' resident memory is sampled every second. The
// first `warmUpSeconds` warm the apps up; memory is judged against its level at their end.
import autocannon from 'autocannon';
import { residentBytes } from './process-stats.ts';

export interface ReaderLoadOptions {
  /** nginx's address. */
  origin: string;
  /** Paths the connections request in turn. */
  paths: string[];
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  /** The app servers whose memory is sampled. */
  pids: number[];
}

export interface MemoryFigures {
  pid: number;
  /** Resident bytes at the end of the warm-up, at the end of the run and the highest sample. */
  start: number;
  end: number;
  max: number;
}

export interface ReaderLoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (autocannon counts timeouts among them), timeouts, answers not 2xx. */
  errors: number;
  timeouts: number;
  non2xx: number;
  memory: MemoryFigures[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples each pid's resident memory every second until `stop` is called. */
function sampleMemory(pids: number[]) {
  const samples = new Map<number, number[]>(pids.map((pid) => [pid, []]));
  const take = () => {
    for (const pid of pids) {
      const bytes = residentBytes(pid);
      if (bytes !== null) samples.get(pid)?.push(bytes);
    }
  };
  take();
  const timer = setInterval(take, 1_000);
  return {
    stop(): MemoryFigures[] {
      clearInterval(timer);
      take();
      return pids.map((pid) => {
        const values = samples.get(pid) ?? [];
        return {
          pid,
          start: values[0] ?? 0,
          end: values.at(-1) ?? 0,
          max: Math.max(0, ...values),
        };
      });
    },
  };
}

export async function runReaderLoad(options: ReaderLoadOptions): Promise<ReaderLoadFigures> {
  const load = (duration: number) =>
    autocannon({
      url: options.origin,
      connections: options.connections,
      duration,
      requests: options.paths.map((path) => ({ method: 'GET', path })),
    });
  await load(options.warmUpSeconds);
  // What the warm-up left in flight is answered before memory's starting level is read.
  await wait(1_000);
  const memory = sampleMemory(options.pids);
  const result = await load(options.seconds);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    memory: memory.stop(),
  };
}

/** Whether every sample stayed within `share` (0.2: 20 %) of the level after the warm-up. */
export function memoryHeld(figures: MemoryFigures, share = 0.2): boolean {
  return figures.max <= figures.start * (1 + share) && figures.end >= figures.start * (1 - share);
}
