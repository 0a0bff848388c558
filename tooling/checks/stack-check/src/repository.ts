// The repository as git sees it: its root and its files.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The files git tracks, and the new ones it would track (not ignored), that exist in the work
 * tree: paths relative to the root, with `/`.
 */
export function repositoryFiles(root: string = repositoryRoot): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
    .filter((file) => existsSync(path.join(root, file)));
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
