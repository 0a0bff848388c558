// A manual clock for stories and tests: time moves only when `advance` is called.
import type { TimerHandle, Timers } from '../internal/timers.tsx';

export interface ManualTimers extends Timers {
  /** Milliseconds since the clock was created. */
  readonly now: number;
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** How many timers are waiting. */
  readonly pending: number;
}

interface Entry {
  id: number;
  due: number;
  callback: () => void;
}

export function createManualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  let entries: Entry[] = [];

  return {
    get now() {
      return now;
    },
    get pending() {
      return entries.length;
    },
    setTimeout(callback, ms) {
      const entry = { id: nextId++, due: now + Math.max(0, ms), callback };
      entries.push(entry);
      return entry.id;
    },
    clearTimeout(handle: TimerHandle) {
      entries = entries.filter((entry) => entry.id !== handle);
    },
    advance(ms) {
      const target = now + ms;
      for (;;) {
        const due = entries
          .filter((entry) => entry.due <= target)
          .sort((a, b) => a.due - b.due || a.id - b.id)[0];
        if (!due) break;
        entries = entries.filter((entry) => entry !== due);
        now = due.due;
        due.callback();
      }
      now = target;
    },
  };
}
