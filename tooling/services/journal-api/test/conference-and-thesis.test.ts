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

describe.each(['indjeee', 'indjece'])('conferences of %s', (journal) => {
  it('lists three or four conference categories with year, volume and issue', async () => {
    const { Conference_CategoriesList: categories } = await server.call(
      journal,
      'conferenceCategoriesFetch',
    );

    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.length).toBeLessThanOrEqual(4);
    for (const category of categories) {
      expect(category.name).toMatch(/Conference .* \([A-Z]+ 20\d\d\)$/);
      expect(category.volume).toBe(category.year - 2023);
      expect(category.issue).toBeGreaterThanOrEqual(1);
    }
  });

  it('pages through the papers of a category', async () => {
    const {
      Conference_CategoriesList: [category],
    } = await server.call(journal, 'conferenceCategoriesFetch');
    if (!category) throw new Error('no category');

    const first = await server.call(journal, 'conferenceFetch', {
      id: category.id,
      page: 1,
      per_page: 5,
    });
    const last = await server.call(journal, 'conferenceFetch', {
      id: String(category.id),
      page: first.total_pages ?? 1,
      per_page: 5,
    });

    expect(first.ConferenceList).toHaveLength(5);
    expect(first.total_items).toBeGreaterThanOrEqual(8);
    expect(first.total_pages).toBe(Math.ceil((first.total_items ?? 0) / 5));
    expect(last.ConferenceList.length).toBe(
      (first.total_items ?? 0) - 5 * ((first.total_pages ?? 1) - 1),
    );
    const paper = first.ConferenceList[0];
    expect(paper?.pdf_url).toBe(`${server.url}/${journal}/files/conference/${paper?.id}.pdf`);
    expect(paper?.year).toBe(category.year);
  });

  it('answers 404 for a conference category that does not exist', async () => {
    const answer = await server.post(`/${journal}/conferenceFetch`, {
      id: 987_654,
      page: 1,
      per_page: 5,
    });

    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('id'),
    });
  });

  it('gives the details of a conference paper with abstract, references and DOI', async () => {
    const {
      Conference_CategoriesList: [category],
    } = await server.call(journal, 'conferenceCategoriesFetch');
    const {
      ConferenceList: [paper],
    } = await server.call(journal, 'conferenceFetch', {
      id: category?.id,
      page: 1,
      per_page: 1,
    });

    const { ConferenceDetails: details } = await server.call(journal, 'conferenceDetails', {
      id: paper?.id,
    });
    const missing = await server.post(`/${journal}/conferenceDetails`, { id: 'no-such-paper' });

    expect(details).toMatchObject({ id: paper?.id, title: paper?.title });
    expect(details.abstract.length).toBeGreaterThan(100);
    expect(details.doi).toMatch(/^10\.5555\//);
    expect(Array.isArray(details.references) && details.references.length).toBeGreaterThanOrEqual(
      8,
    );
    expect(missing.status).toBe(404);
  });
});

describe.each(['indjeee', 'indjece'])('theses of %s', (journal) => {
  it('lists the years with their volumes as strings', async () => {
    const answer = await server.post(`/${journal}/thesisYearListing`, {});

    expect(answer.json).toEqual({ thesis: { '2024': ['1'], '2025': ['2'], '2026': ['3'] } });
  });

  it('pages through the theses of a year and volume', async () => {
    const first = await server.call(journal, 'thesisDataListing', {
      thesis_year: '2025',
      thesis_volume: '2',
      page: 1,
      per_page: 3,
    });
    const empty = await server.call(journal, 'thesisDataListing', {
      thesis_year: 2025,
      thesis_volume: 3,
    });

    expect(first.papersList).toHaveLength(3);
    expect(first.total_items).toBeGreaterThanOrEqual(5);
    expect(first.total_pages).toBe(Math.ceil((first.total_items ?? 0) / 3));
    for (const thesis of first.papersList) {
      expect(thesis.year).toBe(2025);
      expect(thesis.paper_url).toBe(`${server.url}/${journal}/files/theses/${thesis.id}.pdf`);
    }
    expect(empty).toMatchObject({ papersList: [], total_items: 0, current_page: 1, per_page: 10 });
  });

  it('gives the details of a thesis with abstract and references', async () => {
    const {
      papersList: [thesis],
    } = await server.call(journal, 'thesisDataListing', {
      thesis_year: 2024,
      thesis_volume: 1,
    });

    const { thesis: details } = await server.call(journal, 'thesisDetails', { id: thesis?.id });
    const missing = await server.post(`/${journal}/thesisDetails`, { id: 424_242 });

    expect(details).toMatchObject({ id: thesis?.id, title: thesis?.title });
    expect(details.abstract).not.toBe('');
    expect(Array.isArray(details.references) && details.references.length).toBeGreaterThanOrEqual(
      8,
    );
    expect(missing.status).toBe(404);
  });
});
