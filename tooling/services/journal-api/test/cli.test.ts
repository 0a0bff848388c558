import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile } from '../src/db/open-database.ts';
import { token } from './support/test-server.ts';

const cli = join(import.meta.dirname, '..', 'src', 'cli.ts');
const folders: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'journal-api-cli-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [cli, ...args], {
    // Only the variables the test sets: nothing from the surrounding shell leaks in.
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the command line', () => {
  it('seeds a given number of papers into a data folder', async () => {
    const dataDir = await tempDir();

    const seeding = run(['seed', '--papers', '340', '--data-dir', dataDir]);
    const code = await seeding.exited;

    expect(code, seeding.output()).toBe(0);
    expect(seeding.output()).toContain('papers: 340');
    const db = new DatabaseSync(databaseFile(dataDir), { readOnly: true });
    expect(db.prepare('SELECT count(*) AS total FROM papers').get()?.total).toBe(340);
    db.close();
  });

  it('rejects a number of papers that is not a whole number', async () => {
    const seeding = run(['seed', '--papers', 'many', '--data-dir', await tempDir()]);

    expect(await seeding.exited).toBe(1);
    expect(seeding.output()).toContain('--papers');
  });

  it('starts the server on an empty data folder, seeding it, and prints its URL', async () => {
    const dataDir = await tempDir();
    const server = run(['start'], { PORT: '0', DATA_DIR: dataDir, API_AUTHORIZATION: token });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(server.output())), 15_000);
        server.child.stdout.on('data', () => {
          const match = /listening on (http:\/\/\S+)/.exec(server.output());
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });

      const response = await fetch(`${url}/indjeee/archiveYearListing`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: '{}',
      });

      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(response.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});
