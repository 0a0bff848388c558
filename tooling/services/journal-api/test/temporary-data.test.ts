// A test's own database: `dataDir: 'temporary'` seeds a new folder and removes it on close; an
// origin where nothing listens answers no connection.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { closedPortUrl, defaultAuthorization, startJournalApi } from '../src/index.ts';

describe("startJournalApi({ dataDir: 'temporary' })", () => {
  it('serves a seeded database of its own from a new temporary folder, and removes it on close', async () => {
    const first = await startJournalApi({ port: 0, dataDir: 'temporary' });
    const second = await startJournalApi({ port: 0, dataDir: 'temporary' });
    try {
      expect(first.dataDir.startsWith(tmpdir())).toBe(true);
      expect(second.dataDir).not.toBe(first.dataDir);
      const response = await fetch(`${first.url}/publisher/indexfetch`, {
        method: 'POST',
        headers: { Authorization: defaultAuthorization, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      expect(existsSync(first.dataDir)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
    expect(existsSync(first.dataDir)).toBe(false);
    expect(existsSync(second.dataDir)).toBe(false);
  });
});

describe('closedPortUrl', () => {
  it('names a local origin where no server answers', async () => {
    const url = await closedPortUrl();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(fetch(url)).rejects.toThrow();
  });
});
