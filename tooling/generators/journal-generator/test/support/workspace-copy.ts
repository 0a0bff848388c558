// A temporary copy of the repository as a fresh clone holds it: the files git tracks (as they are
// in the work tree; a new file counts once it is added), committed in a git repository of its
// own, no node_modules, no builds. In a repository turbo hashes a package's files from git and
// leaves ignored folders (node_modules) alone; without one it reads every installed file.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function copyWorkspace(root: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'journal-generator-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const source = path.join(root, file);
    if (!existsSync(source)) continue; // deleted in the work tree
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(source, path.join(copy, file));
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' });
  git('init', '--quiet');
  git('add', '--all');
  git(
    '-c',
    'user.name=journal-generator test',
    '-c',
    'user.email=journal-generator-test@example.invalid',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '--quiet',
    '--message',
    'Copy of the workspace',
  );
  return copy;
}
