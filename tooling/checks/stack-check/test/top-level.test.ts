// The repository's top level holds the files and folders of the stack.
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repositoryRoot } from '../src/repository.ts';
import { topLevelFiles, topLevelFolders } from '../src/stack.ts';

function kindOf(entry: string): 'file' | 'folder' | 'missing' {
  const stats = statSync(path.join(repositoryRoot, entry), { throwIfNoEntry: false });
  return stats === undefined ? 'missing' : stats.isDirectory() ? 'folder' : 'file';
}

it.each(topLevelFiles)('%s is a file at the root', (file) => {
  expect(kindOf(file), `${file} is not a file at the repository's root`).toBe('file');
});

it.each(topLevelFolders)('%s/ is a folder at the root', (folder) => {
  expect(kindOf(folder), `${folder}/ is not a folder at the repository's root`).toBe('folder');
});
