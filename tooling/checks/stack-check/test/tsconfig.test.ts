// Every tsconfig of the workspace reaches the root tsconfig.base.json through its extends chain.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryFiles, repositoryRoot } from '../src/repository.ts';
import { baseTsconfig } from '../src/stack.ts';
import { followExtends } from '../src/tsconfig-extends.ts';

const base = path.join(repositoryRoot, baseTsconfig);
const relative = (file: string) => path.relative(repositoryRoot, file);
const tsconfigs = repositoryFiles().filter((file) => /(^|\/)tsconfig[^/]*\.json$/.test(file));

it(`${baseTsconfig} is at the repository's root`, () => {
  expect(existsSync(base), `${baseTsconfig} is missing from the repository's root`).toBe(true);
});

it('finds the tsconfigs of the workspace', () => {
  expect(tsconfigs).toEqual(
    expect.arrayContaining([
      baseTsconfig,
      'apps/publisher/tsconfig.json',
      'tooling/checks/stack-check/tsconfig.json',
    ]),
  );
});

it.each(tsconfigs)(`%s reaches ${baseTsconfig}`, (tsconfig) => {
  const chain = followExtends(path.join(repositoryRoot, tsconfig), relative);
  expect(chain.problems, chain.problems.join('; ')).toEqual([]);
  expect(
    chain.configs.includes(base),
    `${tsconfig} does not reach ${baseTsconfig}: it extends ${chain.configs.slice(1).map(relative).join(', ') || 'nothing'}`,
  ).toBe(true);
});
