// A data folder seeded with `seed: { papers: 0 }`: journals with an empty archive, for the apps'
// tests of what a journal shows before its first issue.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAuthorization, startJournalApi } from '../src/index.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: { papers: 0 } });
});

afterAll(async () => {
  await server.close();
});

describe.each(['indjeee', 'indjece'])('%s seeded without papers', (journal) => {
  it('has no issue in its archive', async () => {
    expect(await server.call(journal, 'archiveYearListing')).toEqual({ archives: {} });
  });

  it('lists, searches and suggests nothing', async () => {
    const listing = await server.call(journal, 'archivePaperListing', {
      year: 2025,
      volume: 2,
      issue: 3,
      page: 1,
      per_page: 5,
    });
    const search = await server.call(journal, 'searchArchive', {
      search: 'power',
      page: 1,
      per_page: 100,
    });

    expect(listing).toMatchObject({ papersList: [], total_items: 0, total_pages: 0 });
    expect(search.papersList).toEqual([]);
  });

  it('keeps its theses, conferences and blog', async () => {
    const { thesis } = await server.call(journal, 'thesisYearListing');
    const { Conference_CategoriesList } = await server.call(journal, 'conferenceCategoriesFetch');
    const blogs = await server.call(journal, 'blogListing');

    expect(Object.keys(thesis).length).toBeGreaterThan(0);
    expect(Conference_CategoriesList.length).toBeGreaterThan(0);
    expect(JSON.stringify(blogs)).toContain('slug');
  });
});

it('leaves a folder seeded before as it is', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'journal-api-reseed-'));
  try {
    const first = await startJournalApi({ port: 0, dataDir });
    await first.close();
    const second = await startJournalApi({ port: 0, dataDir, seed: { papers: 0 } });
    try {
      const response = await fetch(`${second.url}/indjece/archiveYearListing`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: defaultAuthorization },
        body: '{}',
      });
      const { archives } = (await response.json()) as { archives: Record<string, unknown> };
      expect(Object.keys(archives)).toEqual(['2024', '2025', '2026']);
    } finally {
      await second.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
