import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** The committed results of the last full run (`stryker-incremental.json`, beside the config). */
export declare const incrementalFile: string;
export declare const breakThreshold: number;
export declare const notMutated: string[];

export declare function strykerPreset(options: {
  /** Globs of the production files to mutate, relative to the package. */
  mutate: string[];
  /** Test files to run; by default every test Vitest finds related to the mutated files. */
  testFiles?: string[];
  /** The Vitest config file, when not `vitest.config.ts`. */
  vitestConfig?: string;
  /** Leave out (report as ignored) the mutants of code that runs only when a module loads. */
  ignoreStatic?: boolean;
  /** The Vitest pool of the mutant runs: threads (default) or forks (for a project's `env: { TZ }`). */
  pool?: 'threads' | 'forks';
}): PartialStrykerOptions;
