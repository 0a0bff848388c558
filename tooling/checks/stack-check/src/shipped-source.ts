// Which files of the repository ship: the apps' and packages' source, without tests, stories,
// end-to-end specs and the helpers only those use.
const workspaceFolder = /^(apps|packages)\/[^/]+\//;
const sourceFolder = /^(apps\/[^/]+\/app|packages\/[^/]+\/src)\//;
const scriptFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const declarationFile = /\.d\.(ts|mts|cts)$/;
const testFile = /\.(test|spec|stories|e2e)\.[^/]+$/;
/** Folders that hold tests or what only tests and stories use. */
const testFolders = new Set([
  'test',
  'tests',
  '__tests__',
  'e2e',
  'testing',
  'storybook',
  '__mocks__',
  'mocks',
  'fixtures',
]);

/** A script of an app or a package (declaration files aside): source, tests, configs. */
export function isWorkspaceScript(file: string): boolean {
  return workspaceFolder.test(file) && scriptFile.test(file) && !declarationFile.test(file);
}

/** A script that is a test, a story, an end-to-end spec or a test helper. */
export function isTestOrHelper(file: string): boolean {
  return (
    testFile.test(file) ||
    file
      .split('/')
      .slice(0, -1)
      .some((part) => testFolders.has(part))
  );
}

/**
 * A script under `apps/<app>/app/` or `packages/<package>/src/` that the sites run: neither a
 * test, nor a story, nor what only those use.
 */
export function isShippedSource(file: string): boolean {
  return isWorkspaceScript(file) && sourceFolder.test(file) && !isTestOrHelper(file);
}
