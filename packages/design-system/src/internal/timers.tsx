// The timers components schedule with. Defaults to the global timers; tests and stories swap in a
// manual clock (see testing/manual-timers.ts) to step through time deterministically.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

export type TimerHandle = unknown;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Looks the globals up on every call, so Vitest's fake timers apply too. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const TimersContext = createContext<Timers>(globalTimers);

export function TimersProvider({ timers, children }: { timers: Timers; children?: ReactNode }) {
  return <TimersContext.Provider value={timers}>{children}</TimersContext.Provider>;
}

export function useTimers(): Timers {
  return useContext(TimersContext);
}
