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

interface PaperFixture {
  paper_id: number;
  paper_title: string;
  paper_uniqueid: string;
}

function somePaper(journal: string, offset = 3): PaperFixture {
  const [paper] = server.query<PaperFixture>(
    `SELECT paper_id, paper_title, paper_uniqueid FROM papers
     WHERE journal_id = ? AND is_deleted = 0 ORDER BY paper_id LIMIT 1 OFFSET ?`,
    journal,
    offset,
  );
  if (!paper) throw new Error('no paper seeded');
  return paper;
}

function titlesWithAllWords(journal: string, words: string[]): number {
  const rows = server.query<{ paper_title: string }>(
    'SELECT paper_title FROM papers WHERE journal_id = ? AND is_deleted = 0',
    journal,
  );
  return rows.filter((row) => {
    const titleWords: string[] = row.paper_title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return words.every((word) => titleWords.includes(word));
  }).length;
}

describe('searchArchive', () => {
  it('finds a paper by its unique id exactly, in any letter case', async () => {
    const paper = somePaper('indjece');

    const answer = await server.call('indjece', 'searchArchive', {
      search: ` ${paper.paper_uniqueid.toLowerCase()} `,
      page: 1,
      per_page: 100,
    });

    expect(answer.papersList).toHaveLength(1);
    expect(answer.papersList[0]?.paper_id).toBe(String(paper.paper_id));
    expect(answer.total_items).toBe(1);
  });

  it('finds papers whose titles hold every word, case-insensitively', async () => {
    const words = ['channel', 'estimation'];
    const expected = titlesWithAllWords('indjece', words);
    expect(expected).toBeGreaterThan(0);

    const answer = await server.call('indjece', 'searchArchive', {
      search: 'CHANNEL Estimation',
      page: 1,
      per_page: 100,
    });

    expect(answer.total_items).toBe(expected);
    expect(answer.papersList).toHaveLength(expected);
    for (const paper of answer.papersList) {
      expect(paper.paper_title.toLowerCase()).toContain('channel estimation');
    }
  });

  it('ignores function words when the search has other words', async () => {
    const withStopWords = await server.call('indjeee', 'searchArchive', {
      search: 'Design and Implementation of the',
      per_page: 100,
    });
    const without = await server.call('indjeee', 'searchArchive', {
      search: 'design implementation',
      per_page: 100,
    });

    expect(without.total_items).toBeGreaterThan(0);
    expect(withStopWords.total_items).toBe(without.total_items);
  });

  it('ranks the paper whose title is the search first', async () => {
    const paper = somePaper('indjeee', 11);

    const answer = await server.call('indjeee', 'searchArchive', {
      search: paper.paper_title,
      page: 1,
      per_page: 100,
    });

    expect(answer.papersList[0]?.paper_title).toBe(paper.paper_title);
  });

  it('ranks matches by title length, shorter titles first, then newest first', async () => {
    const answer = await server.call('indjece', 'searchArchive', {
      search: 'networks',
      per_page: 100,
    });

    const ranking = answer.papersList.map((paper) => [
      paper.paper_title.trim().split(/\s+/).length,
      -Number(paper.paper_id),
    ]);
    expect(answer.papersList.length).toBeGreaterThan(5);
    expect(ranking).toEqual(
      [...ranking].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
  });

  it('returns at most per_page results and pages through the rest', async () => {
    const expected = titlesWithAllWords('indjeee', ['control']);
    expect(expected).toBeGreaterThan(6);

    const first = await server.call('indjeee', 'searchArchive', {
      search: 'control',
      page: 1,
      per_page: 4,
    });
    const second = await server.call('indjeee', 'searchArchive', {
      search: 'control',
      page: 2,
      per_page: 4,
    });

    expect(first.papersList).toHaveLength(4);
    expect(first).toMatchObject({ total_items: expected, total_pages: Math.ceil(expected / 4) });
    const ids = [...first.papersList, ...second.papersList].map((paper) => paper.paper_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['the first page holds them all', 1, 100],
    ['a middle page', 2, 3],
    ['the last, partial page', 0, 4],
    ['a page past the end', 999, 4],
    ['a page far past the end', Number.MAX_SAFE_INTEGER, 100],
  ])('gives the same total on %s', async (_case, page, perPage) => {
    const expected = titlesWithAllWords('indjece', ['channel', 'estimation']);
    const lastPage = Math.ceil(expected / perPage);
    const asked = page === 0 ? lastPage : page;

    const answer = await server.call('indjece', 'searchArchive', {
      search: 'channel estimation',
      page: asked,
      per_page: perPage,
    });

    expect(answer.total_items).toBe(expected);
    const onPage = Math.max(0, Math.min(perPage, expected - (asked - 1) * perPage));
    expect(answer.papersList).toHaveLength(onPage);
  });

  it('searches only the journal it is asked on', async () => {
    const eee = await server.call('indjeee', 'searchArchive', {
      search: 'inverter',
      per_page: 100,
    });
    const ece = await server.call('indjece', 'searchArchive', {
      search: 'inverter',
      per_page: 100,
    });

    expect(eee.total_items).toBeGreaterThan(0);
    expect(ece.total_items).toBe(0);
  });

  it.each([
    ['SQL metacharacters', `' OR 1=1; DROP TABLE papers; --`],
    ['FTS operators', 'channel OR NOT estimation NEAR(x y)'],
    ['an FTS column filter', 'paper_title:channel'],
    ['unbalanced quotes', '"channel estimation'],
    ['FTS prefix and caret syntax', '^chan* +est -x'],
    ['only punctuation', '*** ""'],
    ['unicode', 'Müller 通信 🚀 ∑ ñ'],
  ])('treats %s as plain text', async (_case, search) => {
    const answer = await server.post('/indjece/searchArchive', { search, page: 1, per_page: 100 });

    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ papersList: expect.any(Array), current_page: 1 });
  });

  it('still finds the words around operators typed in the search', async () => {
    const plain = await server.call('indjece', 'searchArchive', {
      search: 'channel estimation',
      per_page: 100,
    });
    const quoted = await server.call('indjece', 'searchArchive', {
      search: '"channel" estimation*',
      per_page: 100,
    });

    expect(quoted.total_items).toBe(plain.total_items);
  });
});

describe('archiveSuggestions', () => {
  it('suggests up to eight titles for a word prefix', async () => {
    const answer = await server.call('indjece', 'archiveSuggestions', { search: 'chan' });

    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(8);
    for (const suggestion of answer.suggestions) {
      expect(suggestion.paper_title.toLowerCase()).toMatch(/\bchan/);
    }
  });

  it('suggests titles that start with the text first, newest first', async () => {
    const paper = somePaper('indjece', 120);
    const prefix = paper.paper_title.slice(0, 9).toLowerCase();

    const { suggestions } = await server.call('indjece', 'archiveSuggestions', { search: prefix });

    const starting = suggestions.filter((item) =>
      item.paper_title.toLowerCase().startsWith(prefix),
    );
    expect(suggestions.slice(0, starting.length)).toEqual(starting);
    const ids = starting.map((item) => Number(item.paper_id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length === 8 || ids.includes(paper.paper_id)).toBe(true);
  });

  it('completes the last word after whole ones', async () => {
    const answer = await server.call('indjece', 'archiveSuggestions', { search: 'channel estim' });

    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.suggestions) {
      expect(suggestion.paper_title.toLowerCase()).toContain('channel estimation');
    }
  });

  it('suggests papers by a unique id prefix', async () => {
    const answer = await server.call('indjeee', 'archiveSuggestions', {
      search: 'indjeee-2025-02-03',
    });

    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.suggestions) {
      expect(suggestion.paper_uniqueid).toMatch(/^INDJEEE-2025-02-03-\d{3}$/);
    }
  });

  it('suggests nothing for text without letters or digits', async () => {
    const answer = await server.call('indjeee', 'archiveSuggestions', { search: '" * -' });

    expect(answer.suggestions).toEqual([]);
  });
});

describe.each([
  ['searchConference', 'conference_papers', 'title'],
  ['searchThesis', 'theses', 'title'],
] as const)('%s', (call, table, column) => {
  it('finds titles by their words, ranked, within per_page', async () => {
    const [row] = server.query<{ id: number; title: string }>(
      `SELECT id, ${column} AS title FROM ${table} WHERE journal_id = 'indjece' ORDER BY id LIMIT 1 OFFSET 2`,
    );
    if (!row) throw new Error('nothing seeded');

    const exact = await server.call('indjece', call, {
      search: row.title.toUpperCase(),
      per_page: 100,
    });
    const limited = await server.call('indjece', call, {
      search: row.title.split(' ')[0] ?? '',
      per_page: 1,
    });

    expect(exact.papersList[0]?.id).toBe(String(row.id));
    expect(limited.papersList.length).toBeLessThanOrEqual(1);
    expect(limited.total_items).toBeGreaterThanOrEqual(1);
  });

  it('treats FTS syntax as plain text', async () => {
    const answer = await server.post(`/indjece/${call}`, {
      search: 'NEAR("a" OR b*) AND title:x',
      per_page: 100,
    });

    expect(answer.status).toBe(200);
  });
});
