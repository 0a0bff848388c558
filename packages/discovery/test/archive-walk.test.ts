// @vitest-environment node
// The walk of everything a journal publishes, over an API in memory: the order of its pages and
// records, the list pages dated by their latest record, the blog's tags, and the paging of every
// listing (100 a call, until the last page or an empty one).
import { ApiUnavailable } from '@journals/api-client';
import { describe, expect, it } from 'vitest';
import { walkJournal, walkPageSize, type WalkItem } from '../src/archive-walk.server.ts';
import { fakeJournalApi, member, paper, papers, post } from './fake-journal-api.ts';

async function walk(api: ReturnType<typeof fakeJournalApi>, staticPages: string[] = []) {
  const items: WalkItem[] = [];
  for await (const item of walkJournal(api.client, staticPages)) items.push(item);
  return items;
}

/** Each item as one line: a page's address and lastmod, a record's kind and id. */
function lines(items: WalkItem[]): string[] {
  return items.map((item) =>
    item.type === 'page'
      ? `page ${item.href} ${item.lastmod}`
      : `${item.record.kind} ${item.record.summary.id}`,
  );
}

describe('the walk of a journal', () => {
  it('goes through the pages, the blog and board, then articles, theses and conferences, oldest first', async () => {
    const api = fakeJournalApi({
      issues: [
        { year: 2025, volume: 2, issue: 1, papers: [paper('c1')] },
        { year: 2024, volume: 1, issue: 2, papers: [paper('b1')] },
        { year: 2024, volume: 1, issue: 1, papers: [paper('a1'), paper('a2')] },
      ],
      theses: [
        { year: 2025, volume: 2, papers: [paper('t2')] },
        { year: 2024, volume: 1, papers: [paper('t1')] },
      ],
      conferences: [
        {
          category: { id: 9, name: 'ICCE 2025', year: 2025, volume: 2, issue: 1 },
          papers: [paper('k1')],
        },
        {
          category: { id: 4, name: 'ICCE & More', year: 2024, volume: 1, issue: 3 },
          papers: [paper('k2')],
        },
      ],
      posts: [post('first post', '2025-01-02')],
      members: [member('r-sen')],
    });

    expect(lines(await walk(api, ['/about-us', '/contact-us']))).toEqual([
      'page /about-us null',
      'page /contact-us null',
      'page /blogs/first%20post 2025-01-02',
      'page /editorial-board/r-sen null',
      'article a1',
      'article a2',
      'page /archives/paperlist?year=2024&volume=1&issue=1 null',
      'article b1',
      'page /archives/paperlist?year=2024&volume=1&issue=2 null',
      'article c1',
      'page /archives/paperlist?year=2025&volume=2&issue=1 null',
      'thesis t1',
      'page /thesis/paperlist?year=2024&volume=1 null',
      'thesis t2',
      'page /thesis/paperlist?year=2025&volume=2 null',
      'conference k1',
      'page /conference/paperlist?id=9&name=ICCE+2025&year=2025&volume=2&issue=1 null',
      'conference k2',
      'page /conference/paperlist?id=4&name=ICCE+%26+More&year=2024&volume=1&issue=3 null',
    ]);
  });

  it('takes the volumes of a year in order', async () => {
    const api = fakeJournalApi({
      issues: [
        { year: 2024, volume: 2, issue: 1, papers: [paper('v2')] },
        { year: 2024, volume: 1, issue: 1, papers: [paper('v1')] },
      ],
    });

    expect(lines(await walk(api)).filter((line) => line.startsWith('article'))).toEqual([
      'article v1',
      'article v2',
    ]);
  });

  it('gives each record where it is listed', async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2024, volume: 1, issue: 2, papers: [paper('a1')] }],
      theses: [{ year: 2025, volume: 2, papers: [paper('t1')] }],
      conferences: [
        {
          category: { id: 9, name: 'ICCE 2025', year: 2025, volume: 3, issue: 4 },
          papers: [paper('k1')],
        },
      ],
    });
    const records = (await walk(api)).flatMap((item) =>
      item.type === 'record' ? [item.record] : [],
    );

    expect(records).toEqual([
      { kind: 'article', summary: paper('a1'), year: 2024, volume: 1, issue: 2, conference: null },
      { kind: 'thesis', summary: paper('t1'), volume: 2, issue: null, conference: null },
      {
        kind: 'conference',
        summary: paper('k1'),
        volume: 3,
        issue: 4,
        conference: { id: 9, name: 'ICCE 2025' },
      },
    ]);
  });

  it('dates each list by the latest change of its records', async () => {
    const api = fakeJournalApi({
      issues: [
        {
          year: 2024,
          volume: 1,
          issue: 1,
          papers: [
            paper('a1', { updatedAt: '2024-03-01T10:00:00Z' }),
            paper('a2', { updatedAt: '2024-05-06 07:08:09' }),
            paper('a3', { updatedAt: null }),
          ],
        },
      ],
      theses: [
        {
          year: 2024,
          volume: 1,
          papers: [
            paper('t1', { updatedAt: '2024-07-01T00:00:00Z' }),
            paper('t2', { updatedAt: '2024-02-01T00:00:00Z' }),
          ],
        },
      ],
      conferences: [
        {
          category: { id: 1, name: 'C', year: 2024, volume: 1, issue: 1 },
          papers: [paper('k1', { updatedAt: '2024-09-09T09:09:09Z' })],
        },
      ],
    });
    const pages = (await walk(api)).flatMap((item) => (item.type === 'page' ? [item] : []));

    expect(pages.map((item) => item.lastmod)).toEqual([
      '2024-05-06T07:08:09Z',
      '2024-07-01T00:00:00Z',
      '2024-09-09T09:09:09Z',
    ]);
  });

  it("lists every tag once, under its slug, dated by its latest post, after the blog's posts", async () => {
    const api = fakeJournalApi({
      posts: [
        post('a', '2025-01-02', ['Signal Processing', '5G']),
        post('b', '2025-03-04', ['signal processing']),
        post('c', null, ['5G', 'Antennas']),
        post('d', '2024-12-31', ['Antennas']),
      ],
    });

    expect(lines(await walk(api))).toEqual([
      'page /blogs/a 2025-01-02',
      'page /blogs/b 2025-03-04',
      'page /blogs/c null',
      'page /blogs/d 2024-12-31',
      'page /blogs/tag/signal-processing 2025-03-04T00:00:00Z',
      'page /blogs/tag/5g 2025-01-02T00:00:00Z',
      'page /blogs/tag/antennas 2024-12-31T00:00:00Z',
    ]);
  });

  it('encodes the slugs of posts and members in their addresses', async () => {
    const api = fakeJournalApi({
      posts: [post('a/b?c', null)],
      members: [member('dr. ä#1')],
    });

    expect(lines(await walk(api))).toEqual([
      'page /blogs/a%2Fb%3Fc null',
      'page /editorial-board/dr.%20%C3%A4%231 null',
    ]);
  });
});

describe('the paging of the walk', () => {
  it(`asks ${walkPageSize} papers a call and every page of a listing once`, async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2024, volume: 1, issue: 1, papers: papers('a', 201) }],
      theses: [{ year: 2024, volume: 3, papers: papers('t', 101) }],
      conferences: [
        {
          category: { id: 7, name: 'C', year: 2024, volume: 1, issue: 1 },
          papers: papers('k', 100),
        },
      ],
    });
    const items = await walk(api);

    expect(walkPageSize).toBe(100);
    expect(api.callsOf('archivePaperListing')).toEqual([
      { year: 2024, volume: 1, issue: 1, page: 1, per_page: 100 },
      { year: 2024, volume: 1, issue: 1, page: 2, per_page: 100 },
      { year: 2024, volume: 1, issue: 1, page: 3, per_page: 100 },
    ]);
    expect(api.callsOf('thesisDataListing')).toEqual([
      { thesis_year: 2024, thesis_volume: 3, page: 1, per_page: 100 },
      { thesis_year: 2024, thesis_volume: 3, page: 2, per_page: 100 },
    ]);
    expect(api.callsOf('conferenceFetch')).toEqual([{ id: 7, page: 1, per_page: 100 }]);
    expect(items.filter((item) => item.type === 'record')).toHaveLength(402);
  });

  it('stops at an empty page, whatever page count the API gave', async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2024, volume: 1, issue: 1, papers: papers('a', 100) }],
      extraPages: 3,
    });
    const items = await walk(api);

    expect(api.callsOf('archivePaperListing').map((body) => body.page)).toEqual([1, 2]);
    expect(items.filter((item) => item.type === 'record')).toHaveLength(100);
  });

  it('asks once for a listing without papers, and still names its list', async () => {
    const api = fakeJournalApi({ issues: [{ year: 2024, volume: 1, issue: 1, papers: [] }] });

    expect(lines(await walk(api))).toEqual([
      'page /archives/paperlist?year=2024&volume=1&issue=1 null',
    ]);
    expect(api.callsOf('archivePaperListing')).toHaveLength(1);
  });

  it('ends with the failure of a call, after what it found before', async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2024, volume: 1, issue: 1, papers: [paper('a1')] }],
      down: ['thesisYearListing'],
    });
    const found: WalkItem[] = [];

    await expect(
      (async () => {
        for await (const item of walkJournal(api.client, ['/about-us'])) found.push(item);
      })(),
    ).rejects.toBeInstanceOf(ApiUnavailable);
    expect(lines(found)).toEqual([
      'page /about-us null',
      'article a1',
      'page /archives/paperlist?year=2024&volume=1&issue=1 null',
    ]);
    expect(api.callsOf('conferenceCategoriesFetch')).toHaveLength(0);
  });
});
