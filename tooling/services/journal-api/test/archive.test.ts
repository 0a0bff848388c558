import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

interface Listed {
  paper_id: number;
  paper_title: string;
  paper_uniqueid: string;
  paper_pages: string;
  paper_url: string;
  is_deleted: number;
}

interface ListAnswer {
  papersList: Listed[];
  current_page: number;
  per_page: number;
  total_items: number;
  total_pages: number;
}

describe.each(['indjeee', 'indjece'])('the archive of %s', (journal) => {
  it('lists volumes 1-3 for 2024-2026 with six issues a year, 2026 up to October', async () => {
    const { archives } = await server.call(journal, 'archiveYearListing');

    expect(archives).toEqual({
      '2024': { '1': [1, 2, 3, 4, 5, 6] },
      '2025': { '2': [1, 2, 3, 4, 5, 6] },
      '2026': { '3': [1, 2, 3, 4, 5] },
    });
  });

  it('pages through an issue with current_page, per_page, total_items and total_pages', async () => {
    const [{ total }] = server.query<{ total: number }>(
      `SELECT count(*) AS total FROM papers
       WHERE journal_id = ? AND year = 2025 AND volume = 2 AND issue = 3 AND is_deleted = 0`,
      journal,
    ) as [{ total: number }];

    const first = await server.post(`/${journal}/archivePaperListing`, {
      year: 2025,
      volume: 2,
      issue: 3,
      page: 1,
      per_page: 5,
    });
    const second = await server.post(`/${journal}/archivePaperListing`, {
      year: '2025',
      volume: '2',
      issue: '3',
      page: 2,
      per_page: 5,
    });

    const firstPage = first.json as ListAnswer;
    const secondPage = second.json as ListAnswer;
    expect(firstPage).toMatchObject({
      current_page: 1,
      per_page: 5,
      total_items: total,
      total_pages: Math.ceil(total / 5),
    });
    expect(firstPage.papersList).toHaveLength(5);
    expect(secondPage.current_page).toBe(2);
    expect(secondPage.papersList).toHaveLength(Math.min(5, total - 5));
    const ids = [...firstPage.papersList, ...secondPage.papersList].map((paper) => paper.paper_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists an issue in page order with absolute PDF links', async () => {
    const { papersList } = (
      await server.post(`/${journal}/archivePaperListing`, {
        year: 2024,
        volume: 1,
        issue: 2,
        page: 1,
        per_page: 100,
      })
    ).json as ListAnswer;

    const firstPages = papersList.map((paper) => Number(paper.paper_pages.split('-')[0]));
    expect(firstPages).toEqual([...firstPages].sort((a, b) => a - b));
    for (const paper of papersList) {
      expect(paper.paper_url).toBe(`${server.url}/${journal}/files/papers/${paper.paper_id}.pdf`);
      expect(paper.paper_uniqueid).toMatch(
        new RegExp(`^${journal.toUpperCase()}-2024-01-02-\\d{3}$`),
      );
      expect(paper.is_deleted).toBe(0);
    }
  });

  it('answers a page beyond the last one, and an issue that does not exist, with an empty list', async () => {
    const beyond = (
      await server.post(`/${journal}/archivePaperListing`, {
        year: 2025,
        volume: 2,
        issue: 1,
        page: 999,
        per_page: 5,
      })
    ).json as ListAnswer;
    const missing = await server.call(journal, 'archivePaperListing', {
      year: 2026,
      volume: 3,
      issue: 6,
      page: 1,
      per_page: 5,
    });

    expect(beyond.papersList).toEqual([]);
    expect(beyond.current_page).toBe(999);
    expect(beyond.total_items).toBeGreaterThan(0);
    expect(missing).toMatchObject({ papersList: [], total_items: 0, total_pages: 0 });
  });

  it('uses page 1 and 10 per page when the payload leaves them out', async () => {
    const answer = await server.call(journal, 'archivePaperListing', {
      year: 2025,
      volume: 2,
      issue: 4,
    });

    expect(answer.current_page).toBe(1);
    expect(answer.per_page).toBe(10);
    expect(answer.papersList.length).toBeLessThanOrEqual(10);
  });

  it('gives the details of a paper by id and by unique id, in the short names', async () => {
    const [paper] = server.query<{ paper_id: number; paper_uniqueid: string; paper_title: string }>(
      'SELECT paper_id, paper_uniqueid, paper_title FROM papers WHERE journal_id = ? AND is_deleted = 0 LIMIT 1 OFFSET 7',
      journal,
    );
    if (!paper) throw new Error('no paper seeded');

    const byId = await server.post(`/${journal}/archivePaperNew`, { paperid: paper.paper_id });
    const byUniqueId = await server.call(journal, 'archivePaperNew', {
      paperid: paper.paper_uniqueid.toLowerCase(),
    });

    const details = (byId.json as { paperdetails: Record<string, unknown> }).paperdetails;
    expect(details).toMatchObject({
      id: paper.paper_id,
      title: paper.paper_title,
      uniqueid: paper.paper_uniqueid,
      url: `${server.url}/${journal}/files/papers/${paper.paper_id}.pdf`,
    });
    expect(details.doi).toMatch(new RegExp(`^10\\.5555/${journal}\\.\\d{4}\\.\\d\\.\\d\\.\\d{3}$`));
    expect(details.doi_Link).toBe(`https://doi.org/${String(details.doi)}`);
    expect(details.pages).toMatch(/^\d+-\d+$/);
    const slots = [1, 2, 3, 4, 5, 6].map((slot) => String(details[`author_${slot}`]));
    expect(details.author).toBe(slots.filter((name) => name !== '').join(', '));
    const references = details.references as string[];
    expect(references.length).toBeGreaterThanOrEqual(8);
    expect(references.length).toBeLessThanOrEqual(30);
    expect(byUniqueId.paperdetails.id).toBe(String(paper.paper_id));
  });

  it('answers 404 for a paper that does not exist or belongs to the other journal', async () => {
    const [other] = server.query<{ paper_id: number }>(
      'SELECT paper_id FROM papers WHERE journal_id != ? LIMIT 1',
      journal,
    );

    const missing = await server.post(`/${journal}/archivePaperNew`, { paperid: 99_999_999 });
    const foreign = await server.post(`/${journal}/archivePaperNew`, { paperid: other?.paper_id });

    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('paperid'),
    });
    expect(foreign.status).toBe(404);
  });
});

describe('deleted papers', () => {
  it('are never listed, searched, suggested or shown', async () => {
    const deleted = server.query<{
      paper_id: number;
      journal_id: string;
      year: number;
      volume: number;
      issue: number;
      paper_title: string;
      paper_uniqueid: string;
    }>(
      'SELECT paper_id, journal_id, year, volume, issue, paper_title, paper_uniqueid FROM papers WHERE is_deleted = 1',
    );
    expect(deleted.length).toBeGreaterThan(0);

    for (const paper of deleted) {
      const base = `/${paper.journal_id}`;
      const listing = (
        await server.post(`${base}/archivePaperListing`, {
          year: paper.year,
          volume: paper.volume,
          issue: paper.issue,
          page: 1,
          per_page: 100,
        })
      ).json as ListAnswer;
      const search = (
        await server.post(`${base}/searchArchive`, { search: paper.paper_title, per_page: 100 })
      ).json as ListAnswer;
      const byUniqueId = (
        await server.post(`${base}/searchArchive`, { search: paper.paper_uniqueid })
      ).json as ListAnswer;
      const suggestions = (
        (await server.post(`${base}/archiveSuggestions`, { search: paper.paper_uniqueid }))
          .json as {
          suggestions: { paper_id: number }[];
        }
      ).suggestions;
      const details = await server.post(`${base}/archivePaperNew`, { paperid: paper.paper_id });
      const pdf = await fetch(`${server.url}${base}/files/papers/${paper.paper_id}.pdf`);

      const ids = (list: { paper_id: number }[]) => list.map((item) => item.paper_id);
      expect(ids(listing.papersList)).not.toContain(paper.paper_id);
      expect(ids(search.papersList)).not.toContain(paper.paper_id);
      expect(ids(byUniqueId.papersList)).not.toContain(paper.paper_id);
      expect(ids(suggestions)).not.toContain(paper.paper_id);
      expect(details.status).toBe(404);
      expect(pdf.status).toBe(404);
    }
  });
});
