// What Linux reports of a process, for the load tests and benchmarks: its CPU time so far and its
// resident memory (from /proc/<pid>/stat and /proc/<pid>/status).
import { readFileSync } from 'node:fs';

/** CPU time (user + system) the process has used, in clock ticks; null once it is gone. */
export function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name in parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Resident set size in bytes (VmRSS); null once the process is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

/** Whether a process with this id still runs (a zombie counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
