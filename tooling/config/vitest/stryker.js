// The StrykerJS preset (`@journals/vitest-config/stryker`): a package's stryker.config.mjs calls
// `strykerPreset(...)` with the files it mutates (and, where its whole suite is not needed, the
// Vitest config or test files that may kill them).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The sandbox Stryker copies the package into, `.stryker-tmp-<package folder>` at the repository's
 * root: `<that>/sandbox-<id>/` sits as deep as `packages/<name>/`, so the package's relative paths
 * out of its folder (tsconfig `extends: ["../../tsconfig.base.json"]`, which Stryker does not
 * rewrite in an array) still resolve. Removed after the run; git- and Prettier-ignored.
 */
function sandboxFolder() {
  const packageFolder = process.cwd();
  return path.relative(
    packageFolder,
    path.join(repositoryRoot, `.stryker-tmp-${path.basename(packageFolder)}`),
  );
}

/** The committed results of the last full run, relative to the package. */
export const incrementalFile = 'stryker-incremental.json';

/** Mutation score under which `stryker run` fails. */
export const breakThreshold = 85;

/** Never mutated: tests, declarations, stories and type-only modules. */
export const notMutated = [
  '!**/*.test.{ts,tsx}',
  '!**/*.d.ts',
  '!**/*.stories.{ts,tsx}',
  '!**/types.ts',
  '!**/*.types.ts',
];

/**
 * @param {object} options
 * @param {string[]} options.mutate Globs of the production files to mutate (relative to the package).
 * @param {string[]} [options.testFiles] Test files to run; by default every test Vitest finds
 *   related to the mutated files.
 * @param {string} [options.vitestConfig] The Vitest config file, when not `vitest.config.ts`.
 * @param {boolean} [options.ignoreStatic] Leave out (report as ignored) the mutants of code that
 *   runs only when a module loads: each costs a fresh start of every test file.
 * @param {'threads' | 'forks'} [options.pool] The Vitest pool of the mutant runs: threads (the
 *   runner's default, the quicker), or forks, for tests that need a process of their own (a
 *   worker thread does not take a test project's `env: { TZ }`).
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerPreset({
  mutate,
  testFiles,
  vitestConfig,
  ignoreStatic = false,
  pool = 'threads',
}) {
  return {
    testRunner: 'vitest',
    // pnpm keeps the runner out of the core's own node_modules: load it by its resolved path.
    plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'))],
    vitest: { configFile: vitestConfig, related: true, pool },
    ...(testFiles ? { testFiles } : {}),
    mutate: [...mutate, ...notMutated],
    coverageAnalysis: 'perTest',
    ignoreStatic,
    concurrency: 2,
    // The machine may be busy: a mutant only times out well beyond its tests' normal run time.
    timeoutMS: 10_000,
    reporters: ['clear-text', 'html', 'progress-append-only'],
    clearTextReporter: { allowColor: false, logTests: false },
    htmlReporter: { fileName: 'reports/mutation/index.html' },
    thresholds: { high: 95, low: breakThreshold, break: breakThreshold },
    tempDirName: sandboxFolder(),
    // Incremental: the results of the last full run are committed beside the config, and a run
    // tests again only the mutants whose code or tests changed since (`pnpm test`, in CI). The
    // score is over every mutant, the kept results included. `test:mutation` (--force) runs them
    // all and writes the file anew.
    incremental: true,
    incrementalFile,
  };
}
