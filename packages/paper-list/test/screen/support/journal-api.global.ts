// Global setup of the screen tests: the reference API server on a free port over a fresh data
// folder, seeded with enough papers that an issue has several pages (about 35 per issue).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 (no trailing slash). */
    journalApiUrl: string;
  }
}

/** Papers over both journals: about 35 per issue, so 5 per page gives 7 or 8 pages. */
const seededPapers = 1200;

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'paper-list-screen-'));
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@journals/journal-api')),
    'cli.ts',
  );
  execFileSync(
    process.execPath,
    [cli, 'seed', '--papers', String(seededPapers), '--data-dir', dataDir],
    {
      stdio: 'ignore',
    },
  );
  const api = await startJournalApi({ port: 0, dataDir });
  project.provide('journalApiUrl', api.url);
  return async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
