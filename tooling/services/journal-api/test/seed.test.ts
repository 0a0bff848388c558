import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { journalKeyRanges } from '../src/repositories/journal-slots.ts';
import { createPaperRepository } from '../src/repositories/papers.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';

const opened: { db: DatabaseSync; dir: string }[] = [];

async function freshDatabase(): Promise<DatabaseSync> {
  const dir = await mkdtemp(join(tmpdir(), 'journal-api-seed-'));
  const db = openDatabase(dir);
  opened.push({ db, dir });
  return db;
}

afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
});

function rows<Row>(db: DatabaseSync, sql: string, ...params: (string | number)[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

function fingerprint(db: DatabaseSync): string {
  const hash = createHash('sha256');
  for (const table of [
    'papers',
    'paper_texts',
    'conference_papers',
    'theses',
    'blogs',
    'editorial_members',
    'topics',
  ]) {
    hash.update(JSON.stringify(rows(db, `SELECT * FROM ${table} ORDER BY rowid`)));
  }
  return hash.digest('hex');
}

describe('the migrations', () => {
  it('are applied in order and recorded', async () => {
    const db = await freshDatabase();

    const recorded = rows<{ version: number; name: string }>(
      db,
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );

    expect(recorded.map((row) => row.name)).toEqual(
      readMigrations().map((migration) => migration.name),
    );
    expect(recorded[0]).toMatchObject({ version: 1, name: '001_initial_schema.sql' });
  });

  it('rank the papers of a database made before listing ranks, in page order', () => {
    const db = new DatabaseSync(':memory:');
    const [initial] = readMigrations();
    if (!initial) throw new Error('no migrations');
    migrate(db, [initial]);
    db.exec(`
      INSERT INTO journals (journal_id, acronym, title, search_slot) VALUES ('indjece', 'X', 'X', 1);
      INSERT INTO issues (journal_id, volume, issue, year, month, published_on)
        VALUES ('indjece', 1, 1, 2024, 'February', '2024-02-25');
    `);
    const insert = db.prepare(
      `INSERT INTO papers (paper_id, journal_id, volume, issue, year, position, is_deleted,
         search_key, paper_uniqueid, paper_title, paper_month, paper_articletype, first_page,
         last_page, paper_doi, created_at, updated_at)
       VALUES (?, 'indjece', 1, 1, 2024, ?, ?, ?, ?, 'A title', 'February', 'Research Article',
         1, 2, '10.5555/x', '2024-01-01', '2024-01-01')`,
    );
    for (const [id, position, deleted] of [
      [1, 3, 0],
      [2, 1, 0],
      [3, 2, 1],
      [4, 4, 0],
    ] as const) {
      insert.run(id, position, deleted, id, `U-${id}`);
    }

    migrate(db);

    expect(
      rows<{ paper_id: number; listing_rank: number | null }>(
        db,
        'SELECT paper_id, listing_rank FROM papers ORDER BY paper_id',
      ),
    ).toEqual([
      { paper_id: 1, listing_rank: 2 },
      { paper_id: 2, listing_rank: 1 },
      { paper_id: 3, listing_rank: null },
      { paper_id: 4, listing_rank: 3 },
    ]);
    db.close();
  });

  it('run in WAL mode', async () => {
    const db = await freshDatabase();

    expect(rows<{ journal_mode: string }>(db, 'PRAGMA journal_mode')[0]?.journal_mode).toBe('wal');
  });
});

describe('the seed', () => {
  it('is the same dataset on every run', async () => {
    const first = await freshDatabase();
    const second = await freshDatabase();

    seedDatabase(first);
    seedDatabase(second);

    expect(fingerprint(first)).toBe(fingerprint(second));
  });

  it('gives every issue 6 to 12 papers with 1 to 6 authors and 8 to 30 references', async () => {
    const db = await freshDatabase();
    seedDatabase(db);

    const perIssue = rows<{ total: number }>(
      db,
      'SELECT count(*) AS total FROM papers GROUP BY journal_id, volume, issue',
    ).map((row) => row.total);
    const papers = rows<{
      authors: number;
      paper_references: string;
      paper_month: string;
      issue: number;
    }>(
      db,
      `SELECT (author_1 != '') + (author_2 != '') + (author_3 != '') + (author_4 != '') +
         (author_5 != '') + (author_6 != '') AS authors, paper_references, paper_month, issue
       FROM papers JOIN paper_texts USING (paper_id)`,
    );

    expect(perIssue).toHaveLength(2 * 17);
    expect(Math.min(...perIssue)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...perIssue)).toBeLessThanOrEqual(12);
    const months = ['February', 'April', 'June', 'August', 'October', 'December'];
    for (const paper of papers) {
      expect(paper.authors).toBeGreaterThanOrEqual(1);
      expect(paper.authors).toBeLessThanOrEqual(6);
      const references = JSON.parse(paper.paper_references) as string[];
      expect(references.length).toBeGreaterThanOrEqual(8);
      expect(references.length).toBeLessThanOrEqual(30);
      expect(paper.paper_month).toBe(months[paper.issue - 1]);
    }
  });

  it('writes DOIs under 10.5555, unique ids and running page ranges', async () => {
    const db = await freshDatabase();
    seedDatabase(db);

    const papers = rows<{
      journal_id: string;
      year: number;
      volume: number;
      issue: number;
      position: number;
      paper_doi: string;
      paper_uniqueid: string;
      first_page: number;
      last_page: number;
    }>(db, 'SELECT * FROM papers ORDER BY journal_id, volume, issue, position');

    for (const paper of papers) {
      const seq = String(paper.position).padStart(3, '0');
      const two = (value: number) => String(value).padStart(2, '0');
      expect(paper.paper_doi).toBe(
        `10.5555/${paper.journal_id}.${paper.year}.${paper.volume}.${paper.issue}.${seq}`,
      );
      expect(paper.paper_uniqueid).toBe(
        `${paper.journal_id.toUpperCase()}-${paper.year}-${two(paper.volume)}-${two(paper.issue)}-${seq}`,
      );
      expect(paper.last_page).toBeGreaterThan(paper.first_page);
    }
    // Within a volume, each paper starts on the page after the previous one's last.
    const followers = papers.flatMap((paper, index) => {
      const previous = papers[index - 1];
      return previous?.journal_id === paper.journal_id && previous.volume === paper.volume
        ? [{ previous, paper }]
        : [];
    });
    expect(followers.length).toBeGreaterThan(0);
    for (const { previous, paper } of followers) {
      expect(paper.first_page).toBe(previous.last_page + 1);
    }
  });

  it('ranks the papers of each issue in page order, leaving deleted ones out', async () => {
    const db = await freshDatabase();
    seedDatabase(db);

    const misranked = rows<{ paper_id: number }>(
      db,
      `SELECT paper_id FROM (
         SELECT paper_id, is_deleted, listing_rank, row_number() OVER (
           PARTITION BY journal_id, year, volume, issue, is_deleted ORDER BY position
         ) AS expected FROM papers)
       WHERE (is_deleted = 0 AND listing_rank IS NOT expected)
          OR (is_deleted = 1 AND listing_rank IS NOT NULL)`,
    );

    expect(misranked).toEqual([]);
  });

  it('scales the archive to a given number of papers, spread over every issue', async () => {
    const db = await freshDatabase();

    const summary = seedDatabase(db, { papers: 1_001 });

    const perIssue = rows<{ total: number }>(
      db,
      'SELECT count(*) AS total FROM papers GROUP BY journal_id, volume, issue',
    ).map((row) => row.total);
    expect(summary.papers).toBe(1_001);
    expect(perIssue.reduce((sum, count) => sum + count, 0)).toBe(1_001);
    expect(Math.max(...perIssue) - Math.min(...perIssue)).toBeLessThanOrEqual(1);
  });

  it('refuses to seed a database twice', async () => {
    const db = await freshDatabase();
    seedDatabase(db);

    expect(() => seedDatabase(db)).toThrow(/already seeded/);
  });
});

describe('the triggers', () => {
  async function seededRepository() {
    const db = await freshDatabase();
    seedDatabase(db);
    const papers = createPaperRepository(db, journalKeyRanges(db));
    const [paper] = rows<{
      paper_id: number;
      paper_title: string;
      volume: number;
      issue: number;
      year: number;
    }>(
      db,
      "SELECT paper_id, paper_title, volume, issue, year FROM papers WHERE journal_id = 'indjece' AND is_deleted = 0 LIMIT 1",
    );
    if (!paper) throw new Error('no paper');
    const found = (title: string) =>
      papers.search('indjece', title, 1, 100).ids.includes(paper.paper_id);
    const listed = () => papers.listIssue('indjece', paper, 1, 100).pagination.total_items;
    /** The issue page by page, 3 a page, against its papers in position order. */
    const expectPagesInOrder = () => {
      const expected = rows<{ paper_id: number }>(
        db,
        `SELECT paper_id FROM papers WHERE journal_id = 'indjece' AND year = ? AND volume = ?
         AND issue = ? AND is_deleted = 0 ORDER BY position`,
        paper.year,
        paper.volume,
        paper.issue,
      ).map((row) => row.paper_id);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3); page += 1) {
        paged.push(...papers.listIssue('indjece', paper, page, 3).rows.map((row) => row.paper_id));
      }
      expect(paged).toEqual(expected);
    };
    return { db, paper, found, listed, expectPagesInOrder };
  }

  it('take a paper marked deleted out of the search index and the issue count', async () => {
    const { db, paper, found, listed, expectPagesInOrder } = await seededRepository();
    const before = listed();

    db.prepare('UPDATE papers SET is_deleted = 1 WHERE paper_id = ?').run(paper.paper_id);

    expect(found(paper.paper_title)).toBe(false);
    expect(listed()).toBe(before - 1);
    expectPagesInOrder();
  });

  it('rank a paper restored or moved within its issue', async () => {
    const { db, paper, listed, expectPagesInOrder } = await seededRepository();
    const before = listed();

    db.prepare('UPDATE papers SET is_deleted = 0 WHERE journal_id = ? AND is_deleted = 1').run(
      'indjece',
    );
    db.prepare('UPDATE papers SET position = 1000 WHERE paper_id = ?').run(paper.paper_id);

    expect(listed()).toBeGreaterThanOrEqual(before);
    expectPagesInOrder();
  });

  it('index a changed title and forget the old one', async () => {
    const { db, paper, found } = await seededRepository();

    db.prepare('UPDATE papers SET paper_title = ? WHERE paper_id = ?').run(
      'Quasar Telemetry Xylophones',
      paper.paper_id,
    );

    expect(found('quasar xylophones')).toBe(true);
    expect(found(paper.paper_title)).toBe(false);
  });

  it('forget a removed paper', async () => {
    const { db, paper, found, listed, expectPagesInOrder } = await seededRepository();
    const before = listed();

    db.prepare('DELETE FROM paper_texts WHERE paper_id = ?').run(paper.paper_id);
    db.prepare('DELETE FROM papers WHERE paper_id = ?').run(paper.paper_id);

    expect(found(paper.paper_title)).toBe(false);
    expect(listed()).toBe(before - 1);
    expectPagesInOrder();
  });
});
