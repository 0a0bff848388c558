import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let cached: TestServer;
let uncached: TestServer;

beforeAll(async () => {
  // One public base URL, so that file URLs do not differ by port.
  const publicBaseUrl = 'https://api.journals.example';
  [cached, uncached] = await Promise.all([
    startTestServer({ publicBaseUrl }),
    startTestServer({ publicBaseUrl, answerCacheMegabytes: 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([cached.close(), uncached.close()]);
});

/** Calls that list papers, from the seeded data: searches of several kinds, listings, details. */
function requests(): { path: string; body: unknown }[] {
  const [paper] = uncached.query<{
    paper_id: number;
    paper_title: string;
    paper_uniqueid: string;
    year: number;
    volume: number;
    issue: number;
  }>(
    `SELECT paper_id, paper_title, paper_uniqueid, year, volume, issue FROM papers
     WHERE journal_id = 'indjece' AND is_deleted = 0 ORDER BY paper_id LIMIT 1 OFFSET 7`,
  );
  if (!paper) throw new Error('no paper seeded');
  const firstWord = paper.paper_title.split(' ')[0] ?? '';
  const search = (search: string, page = 1, per_page = 100) => ({
    path: '/indjece/searchArchive',
    body: { search, page, per_page },
  });
  return [
    search(paper.paper_title),
    search(paper.paper_uniqueid),
    search(firstWord),
    search(firstWord, 2, 3),
    search('network'),
    search('zzz unknown words'),
    { path: '/indjeee/searchArchive', body: { search: firstWord, page: 1, per_page: 100 } },
    {
      path: '/indjece/archivePaperListing',
      body: { year: paper.year, volume: paper.volume, issue: paper.issue, page: 1, per_page: 5 },
    },
    { path: '/indjece/archivePaperNew', body: { paperid: paper.paper_id } },
  ];
}

describe('the answer cache', () => {
  it('changes no answer: the first and repeated answers equal those of a server without it', async () => {
    for (const { path, body } of requests()) {
      const expected = await uncached.post(path, body);
      expect(expected.status, path).toBe(200);
      for (let time = 0; time < 2; time += 1) {
        const answer = await cached.post(path, body);
        expect(answer.status, path).toBe(200);
        expect(answer.text, `${path} ${JSON.stringify(body)}`).toBe(expected.text);
      }
    }
  });

  it('answers a search put together from kept papers with valid JSON in the contract', async () => {
    const [first] = requests();
    const body = first?.body;
    await cached.call('indjece', 'searchArchive', body);
    const again = await cached.call('indjece', 'searchArchive', body);

    expect(again.papersList.length).toBeGreaterThan(0);
  });
});
