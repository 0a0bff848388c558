// A reporter that fails the run when a project of stories selected by a tag ran none: the
// per-theme projects run the stories tagged 'site-themes', and without that tag on any story they
// would pass with zero tests. Not checked when the run was narrowed to some files or test names.
import type { Reporter, TestModule } from 'vitest/node';

/** Whether the command names files or a test name (`vitest run Button`, `-t name`). */
function narrowedRun(argv: readonly string[]): boolean {
  const args = argv.slice(2);
  return (
    args.some((arg) => arg === '-t' || arg.startsWith('--testNamePattern')) ||
    args.some(
      (arg, index) => !arg.startsWith('-') && arg !== 'run' && !args[index - 1]?.startsWith('--'),
    )
  );
}

export function storiesRan(projects: readonly string[]): Reporter {
  return {
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
      if (narrowedRun(process.argv)) return;
      const passed = new Map<string, number>();
      for (const module of testModules) {
        // A browser project is named after its instance too: 'storybook-indjece (chromium)'.
        const name = projects.find(
          (project) =>
            module.project.name === project || module.project.name.startsWith(`${project} (`),
        );
        if (!name) continue;
        let count = passed.get(name) ?? 0;
        for (const test of module.children.allTests()) {
          if (test.result().state === 'passed') count += 1;
        }
        passed.set(name, count);
      }
      const empty = [...passed].filter(([, count]) => count === 0).map(([name]) => name);
      if (empty.length > 0) {
        console.error(`No story ran in ${empty.join(', ')}: is the story tag still there?`);
        process.exitCode = 1;
      }
    },
  };
}
