// A reporter that fails the run when a test project the config declares ran no test: the
// per-theme projects run only the stories tagged 'site-themes', a story project only the stories
// its Storybook config finds, and the other projects only the files their globs match, so a lost
// tag, a moved folder or a wrong glob would otherwise pass with zero tests. The projects are
// Vitest's own list of the config's projects (each browser instance one, named after it:
// 'storybook-indjece (chromium)'; `--project` leaves some out), not the projects whose files ran,
// so a project without a single file fails too. Not checked when the run was narrowed to some
// files or test names.
import type { Reporter, TestModule } from 'vitest/node';

/** Whether the command names files or a test name (`vitest run Button`, `-t name`). */
export function narrowedRun(argv: readonly string[]): boolean {
  const args = argv.slice(2);
  return (
    args.some((arg) => arg === '-t' || arg.startsWith('--testNamePattern')) ||
    args.some(
      (arg, index) => !arg.startsWith('-') && arg !== 'run' && !args[index - 1]?.startsWith('--'),
    )
  );
}

/** What the check reads of a test module: its project and the states of its tests. */
export interface RanModule {
  project: Pick<TestModule['project'], 'name'>;
  children: {
    allTests(): Iterable<{ result(): { state: string } }>;
  };
}

/**
 * The declared projects in which no test ran (passed or failed), in the order declared. A test
 * skipped or left pending did not run.
 */
export function emptyProjects(
  declared: readonly string[],
  testModules: ReadonlyArray<RanModule>,
): string[] {
  const ran = new Map(declared.map((name) => [name, 0]));
  for (const module of testModules) {
    const count = ran.get(module.project.name);
    if (count === undefined) continue;
    let tests = 0;
    for (const test of module.children.allTests()) {
      const { state } = test.result();
      if (state === 'passed' || state === 'failed') tests += 1;
    }
    ran.set(module.project.name, count + tests);
  }
  return declared.filter((name) => ran.get(name) === 0);
}

/** `argv` is the command's (process.argv unless given, for tests). */
export function projectsRan(argv: readonly string[] = process.argv) {
  let declared: string[] = [];
  return {
    onInit(vitest: { projects: ReadonlyArray<{ name: string }> }) {
      declared = vitest.projects.map((project) => project.name);
    },
    onTestRunEnd(testModules: ReadonlyArray<RanModule>) {
      if (narrowedRun(argv)) return;
      const empty = emptyProjects(declared, testModules);
      if (empty.length > 0) {
        console.error(
          `No test ran in the project(s) ${empty.join(', ')}: is the story tag, the story glob or the test glob still right?`,
        );
        process.exitCode = 1;
      }
    },
  } satisfies Reporter;
}
