import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyProjects, narrowedRun, projectsRan, type RanModule } from './projects-ran.ts';

/** A test module of `project` whose tests ended in `states`. */
function ranModule(project: string, states: string[]): RanModule {
  return {
    project: { name: project },
    children: { allTests: () => states.map((state) => ({ result: () => ({ state }) })) },
  };
}

const declared = ['storybook (chromium)', 'storybook-indjece (chromium)', 'components', 'server'];

describe('emptyProjects', () => {
  it('names a declared project that has no test module at all', () => {
    const modules = [
      ranModule('storybook (chromium)', ['passed']),
      ranModule('components', ['passed']),
      ranModule('server', ['passed', 'failed']),
    ];
    expect(emptyProjects(declared, modules)).toEqual(['storybook-indjece (chromium)']);
  });

  it('names a declared project whose tests were all skipped or pending', () => {
    const modules = [
      ranModule('storybook (chromium)', ['passed']),
      ranModule('storybook-indjece (chromium)', ['skipped', 'pending']),
      ranModule('components', []),
      ranModule('server', ['failed']),
    ];
    expect(emptyProjects(declared, modules)).toEqual([
      'storybook-indjece (chromium)',
      'components',
    ]);
  });

  it('names nothing when every declared project ran a test, whatever ran elsewhere', () => {
    const modules = [...declared, 'not declared'].map((name) => ranModule(name, ['passed']));
    expect(emptyProjects(declared, modules)).toEqual([]);
  });

  it('names every declared project of a run with no module', () => {
    expect(emptyProjects(declared, [])).toEqual(declared);
  });
});

describe('narrowedRun', () => {
  it('tells a run narrowed to files or a test name from a whole run', () => {
    const node = ['node', 'vitest'];
    expect(narrowedRun([...node, 'run'])).toBe(false);
    expect(narrowedRun([...node, 'run', '--project', 'server'])).toBe(false);
    expect(narrowedRun([...node, 'run', 'Button'])).toBe(true);
    expect(narrowedRun([...node, 'run', '-t', 'renders'])).toBe(true);
  });
});

describe('projectsRan', () => {
  const exitCodeBefore = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCodeBefore;
  });

  /** The reporter's verdict on a run of the config's `projects` whose modules were `modules`. */
  function report(projects: string[], modules: RanModule[], argv = ['node', 'vitest', 'run']) {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = projectsRan(argv);
    reporter.onInit({ projects: projects.map((name) => ({ name })) });
    reporter.onTestRunEnd(modules);
    return { exitCode: process.exitCode, errors: error.mock.calls.map((call) => String(call[0])) };
  }

  it('fails the run naming a project of the config that ran nothing', () => {
    const { exitCode, errors } = report(
      ['server', 'components'],
      [ranModule('server', ['passed'])],
    );
    expect(exitCode).toBe(1);
    expect(errors).toEqual([expect.stringContaining('components')]);
  });

  it('leaves the run alone when every project ran, or when the command named files', () => {
    expect(report(['server'], [ranModule('server', ['passed'])]).exitCode).toBe(exitCodeBefore);
    expect(report(['server'], [], ['node', 'vitest', 'run', 'Button']).exitCode).toBe(
      exitCodeBefore,
    );
  });
});
