// The runtime packages of the stack are used by what ships (the apps' and packages' source),
// not only by tests, stories or end-to-end specs, and not only for their types.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, repositoryRoot } from '../src/repository.ts';
import { runtimeUse, type Script } from '../src/runtime-use.ts';
import { isShippedSource, isTestOrHelper, isWorkspaceScript } from '../src/shipped-source.ts';
import { importsOf } from '../src/source-imports.ts';
import { runtimePackages } from '../src/stack.ts';

/** Every script of the apps and packages, what it imports, and whether it ships. */
const scripts: Script[] = repositoryFiles()
  .filter(isWorkspaceScript)
  .map((file) => ({
    file,
    shipped: isShippedSource(file),
    imports: importsOf(file, readFileSync(path.join(repositoryRoot, file), 'utf8')),
  }));

it('finds the shipped source and tells it from tests and stories', () => {
  const shipped = scripts.filter((script) => script.shipped).map((script) => script.file);
  expect(shipped).toContain('packages/design-system/src/theme/SiteThemeProvider.tsx');
  expect(shipped.length).toBeGreaterThan(100);
  expect(shipped.some((file) => /\.(test|stories)\./.test(file))).toBe(false);
  expect(scripts.some((script) => !script.shipped && isTestOrHelper(script.file))).toBe(true);
});

describe.each(runtimePackages)('%s', (name) => {
  it('is imported by shipped source, for more than its types', () => {
    const { shippedImporters, problem } = runtimeUse(name, scripts);
    expect(shippedImporters, problem).not.toEqual([]);
  });
});
