// The Containerfiles install the pnpm the repository pins (package.json's packageManager) and the
// turbo of the catalog, and the build context leaves out what is built or installed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { repositoryRoot } from '../src/repository.ts';

const read = (file: string) => readFileSync(path.join(repositoryRoot, file), 'utf8');
const argDefault = (containerfile: string, name: string) =>
  new RegExp(`^ARG ${name}=(.+)$`, 'm').exec(containerfile)?.[1];

it.each(['Containerfile', 'deploy/nginx/Containerfile'])(
  '%s installs the pinned pnpm and the catalog turbo',
  (file) => {
    const containerfile = read(file);
    const packageManager = (JSON.parse(read('package.json')) as { packageManager: string })
      .packageManager;
    const catalog = (parse(read('pnpm-workspace.yaml')) as { catalog: Record<string, string> })
      .catalog;
    expect(`pnpm@${argDefault(containerfile, 'PNPM_VERSION')}`).toBe(packageManager);
    expect(argDefault(containerfile, 'TURBO_VERSION')).toBe(catalog.turbo);
    expect(argDefault(containerfile, 'NODE_IMAGE')).toBe('node:24-bookworm-slim');
  },
);

it('keeps node_modules, builds, test results and .git out of the build context', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  for (const pattern of ['.git', '**/node_modules', '**/build', '**/dist', '**/test-results']) {
    expect(ignored).toContain(pattern);
  }
});
