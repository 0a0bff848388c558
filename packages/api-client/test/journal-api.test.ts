// Every call of the contract against the reference server, over real HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startJournalApi } from '@journals/journal-api';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ApiUnavailable,
  createApiClient,
  createJournalQueries,
  createPublisherQueries,
  type ApiClient,
} from '../src/index.ts';

const token = 'client-test-token';
let dataDir: string;
let server: { url: string; close(): Promise<void> };
let journal: ApiClient;
let publisher: ApiClient;
const logger = { error: vi.fn() };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'api-client-test-'));
  server = await startJournalApi({ port: 0, dataDir, authorization: token });
  journal = createApiClient({ baseUrl: `${server.url}/indjece`, authorization: token, logger });
  publisher = createApiClient({ baseUrl: `${server.url}/publisher`, authorization: token, logger });
});

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  logger.error.mockClear();
});

/** The first word of at least four letters in a title, to search for. */
function searchWord(title: string): string {
  const word = title.split(/[^A-Za-z]+/).find((w) => w.length >= 4);
  if (!word) throw new Error(`no search word in "${title}"`);
  return word;
}

describe('the client against the reference server', () => {
  it('indexfetch lists the publisher indexing partners with their logos', async () => {
    const partners = await publisher.indexingPartners();

    expect(partners).toHaveLength(8);
    for (const partner of partners) {
      expect(partner.name).not.toBe('');
      expect(partner.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/publisher\/files\/indexing\//);
    }
    const logo = await fetch(partners[0]!.imageUrl);
    expect(logo.status).toBe(200);
  });

  it('archiveYearListing gives the index newest year first, volumes and issues ascending', async () => {
    const index = await journal.archiveIndex();

    expect(index.length).toBeGreaterThan(0);
    const years = index.map((y) => y.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const year of index) {
      const volumes = year.volumes.map((v) => v.volume);
      expect(volumes).toEqual([...volumes].sort((a, b) => a - b));
      for (const volume of year.volumes) {
        expect(volume.issues.length).toBeGreaterThan(0);
        expect(volume.issues).toEqual([...volume.issues].sort((a, b) => a - b));
      }
    }
  });

  it('archivePaperListing, archivePaperNew, archiveSuggestions and searchArchive follow one paper', async () => {
    const [newest] = await journal.archiveIndex();
    const volume = newest!.volumes[0]!;
    const page = await journal.archivePapers({
      year: newest!.year,
      volume: volume.volume,
      issue: volume.issues[0]!,
    });

    expect(page).not.toBeNull();
    expect(page!.items.length).toBeGreaterThan(0);
    expect(page!.items.length).toBeLessThanOrEqual(5);
    expect(page!.pagination).toMatchObject({ currentPage: 1, perPage: 5 });
    const paper = page!.items[0]!;
    expect(paper).toMatchObject({
      year: newest!.year,
      volume: volume.volume,
      issue: volume.issues[0],
    });
    expect(paper.authors.length).toBeGreaterThan(0);

    const details = await journal.paperDetails({ paperId: paper.id });
    expect(details).toMatchObject({ id: paper.id, title: paper.title, year: paper.year });
    expect(details!.abstract).not.toBe('');
    expect(details!.references.length).toBeGreaterThan(0);

    // A prefix long enough to name this paper among at most 8 suggestions.
    const suggestions = await journal.archiveSuggestions({ search: paper.title.slice(0, 40) });
    expect(suggestions).not.toBeNull();
    expect(suggestions!.length).toBeGreaterThan(0);
    expect(suggestions!.length).toBeLessThanOrEqual(8);
    expect(suggestions!.map((s) => s.id)).toContain(paper.id);

    const found = await journal.searchArchive({ search: searchWord(paper.title) });
    expect(found!.items.map((p) => p.id)).toContain(paper.id);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('serves the PDF a paper card links to', async () => {
    const [newest] = await journal.archiveIndex();
    const volume = newest!.volumes[0]!;
    const page = await journal.archivePapers({
      year: newest!.year,
      volume: volume.volume,
      issue: volume.issues[0]!,
    });
    const pdfUrl = page!.items[0]!.pdfUrl;

    expect(pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/indjece\/files\/papers\//);
    const pdf = await fetch(pdfUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('conferenceCategoriesFetch, conferenceFetch, conferenceDetails and searchConference follow one paper', async () => {
    const categories = await journal.conferenceCategories();
    expect(categories.length).toBeGreaterThan(0);
    const category = categories[0]!;
    expect(category.name).not.toBe('');

    const page = await journal.conferencePapers({ id: category.id });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.pagination.perPage).toBe(5);
    const paper = page.items[0]!;

    const details = await journal.conferenceDetails({ id: paper.id });
    expect(details).toMatchObject({ id: paper.id, title: paper.title });

    const found = await journal.searchConference({ search: searchWord(paper.title) });
    expect(found!.items.map((p) => p.id)).toContain(paper.id);
  });

  it('thesisYearListing, thesisDataListing, thesisDetails and searchThesis follow one thesis', async () => {
    const index = await journal.thesisIndex();
    expect(index.length).toBeGreaterThan(0);
    for (const year of index) {
      for (const volume of year.volumes) expect(volume.issues).toEqual([0]);
    }
    const year = index[0]!;

    const page = await journal.thesisPapers({ year: year.year, volume: year.volumes[0]!.volume });
    expect(page.items.length).toBeGreaterThan(0);
    const thesis = page.items[0]!;
    expect(thesis.pdfUrl).toMatch(/\/indjece\/files\/theses\//);

    const details = await journal.thesisDetails({ id: thesis.id });
    expect(details).toMatchObject({ id: thesis.id, title: thesis.title });

    const found = await journal.searchThesis({ search: searchWord(thesis.title) });
    expect(found!.items.map((t) => t.id)).toContain(thesis.id);
  });

  it('blogListing, blogDetails and blogsByTag follow one post', async () => {
    const posts = await journal.blogs();
    expect(posts.length).toBeGreaterThan(0);
    const post = posts.find((p) => p.tags.length > 0) ?? posts[0]!;

    const detail = await journal.blog({ slug: post.slug });
    expect(detail).toMatchObject({ id: post.id, slug: post.slug, title: post.title });
    expect(detail.contentHtml).not.toBe('');
    expect(detail.contentHtml).not.toMatch(/<script|on\w+=/i);

    const tagged = await journal.blogsByTag({ tag: post.tags[0]! });
    expect(tagged.map((p) => p.slug)).toContain(post.slug);
  });

  it('editorialBoardListing and editorialMemberDetails follow one member', async () => {
    const members = await journal.editorialBoard();
    expect(members.length).toBeGreaterThan(0);
    const member = members[0]!;

    const detail = await journal.editorialMember({ slug: member.slug });
    expect(detail).toMatchObject({ id: member.id, slug: member.slug, name: member.name });
  });

  it('topicsListing groups topics by category', async () => {
    const groups = await journal.topics();

    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.category).not.toBe('');
      expect(group.topics.length).toBeGreaterThan(0);
    }
  });

  it('asks for the page it is given', async () => {
    const [newest] = await journal.archiveIndex();
    const volume = newest!.volumes[0]!;
    const selection = { year: newest!.year, volume: volume.volume, issue: volume.issues[0]! };
    const first = await journal.archivePapers({ ...selection, perPage: 1 });
    expect(first!.pagination.totalItems).toBeGreaterThan(1);

    const second = await journal.archivePapers({ ...selection, page: 2, perPage: 1 });

    expect(second!.pagination).toMatchObject({ currentPage: 2, perPage: 1 });
    expect(second!.items[0]!.id).not.toBe(first!.items[0]!.id);
  });
});

describe('failures from the reference server', () => {
  it('a missing paper is nothing, logged', async () => {
    await expect(journal.paperDetails({ paperId: 987654321 })).resolves.toBeNull();

    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Error fetching artical data: archivePaperNew: HTTP 404/),
    );
  });

  it('a missing blog post is an ApiError with status 404', async () => {
    await expect(journal.blog({ slug: 'no-such-post' })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 404,
    });
  });

  it('a request the server rejects is an http ApiError naming the field', async () => {
    const error = await journal
      .call('archivePaperListing', { year: 1800, volume: 1, issue: 1, page: 1, per_page: 5 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'invalid_request' });
    expect((error as ApiError).message).toContain('year');
  });

  describe('with a wrong token', () => {
    let wrong: ApiClient;

    beforeAll(() => {
      wrong = createApiClient({
        baseUrl: `${server.url}/indjece`,
        authorization: 'wrong-token',
        logger,
      });
    });

    it('a throwing call throws its catalogue error with status 401', async () => {
      const error = await wrong.archiveIndex().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Failed to fetch archive',
        kind: 'http',
        status: 401,
      });
      expect((error as ApiError).cause).toMatchObject({ status: 401, call: 'archiveYearListing' });
    });

    it('a rethrowing call throws ApiUnavailable with status 401 (the site cannot use its API)', async () => {
      await expect(wrong.conferenceCategories()).rejects.toMatchObject({
        name: 'ApiUnavailable',
        status: 401,
      });
    });

    it('a swallowing call throws ApiUnavailable too, never an empty answer', async () => {
      await expect(wrong.searchConference({ search: 'antenna' })).rejects.toBeInstanceOf(
        ApiUnavailable,
      );
      await expect(wrong.archivePapers({ year: 2025, volume: 1, issue: 1 })).rejects.toBeInstanceOf(
        ApiUnavailable,
      );
      expect(logger.error).not.toHaveBeenCalled();
    });
  });
});

describe('react-query options against the reference server', () => {
  it('a loader fills the cache the component then reads', async () => {
    const queries = createJournalQueries(journal, 'indjece');
    const queryClient = new QueryClient();

    const index = await queryClient.ensureQueryData(queries.archiveIndex());

    expect(queryClient.getQueryData(queries.archiveIndex().queryKey)).toBe(index);
    expect(index.length).toBeGreaterThan(0);
  });

  it('the publisher partners load through their query', async () => {
    const queryClient = new QueryClient();

    const partners = await queryClient.fetchQuery(
      createPublisherQueries(publisher).indexingPartners(),
    );

    expect(partners).toHaveLength(8);
  });
});
