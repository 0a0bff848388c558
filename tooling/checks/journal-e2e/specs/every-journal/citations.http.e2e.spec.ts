// What reference managers and Google Scholar read of the journal's papers. An independent
// metadata scraper (html-metadata, not our own parser) reads every paper page of one seeded
// issue from the served HTML; the citation files of a paper (BibTeX, RIS, CSL-JSON) read back
// with citation-js as the same paper; How to cite is in the server HTML.
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { Cite } from '@citation-js/core';
import scrape from 'html-metadata';
import { apiIssuePapers } from '../../src/api-items.ts';
import { detailsPath } from '../../src/paper-addresses.ts';
import {
  firstArticle,
  firstConferencePaper,
  firstSlot,
  firstThesis,
  type PaperRef,
} from '../../src/reference-data.ts';
import { expect, test } from '../../src/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

async function highwire(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const html = await response.text();
  return { html, tags: (await scrape.loadFromString(html)).highwirePress ?? {} };
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

test('a scraper reads every paper page of an issue: title, authors, date, journal, ISSN, volume, issue, pages, DOI and its PDF', async ({
  site,
  request,
}) => {
  const slot = await firstSlot(request);
  const papers = await apiIssuePapers(slot);
  expect(papers.length).toBeGreaterThan(0);
  for (const listed of papers) {
    const paper = await firstArticleById(request, slot, String(listed.paper_id));
    const { tags } = await highwire(site.url(detailsPath('archives', paper)));
    const where = `paper ${paper.id}`;
    expect(tags.title, where).toBe(paper.title);
    expect(list(tags.author), where).toEqual(paper.authors);
    expect(String(tags.publication_date), where).toMatch(
      new RegExp(`^${slot.year}/\\d{2}(/\\d{2})?$`),
    );
    expect(tags.journal_title, where).toBe(site.config.names.title);
    expect(list(tags.issn).sort(), where).toEqual(
      [site.config.journal.issn, site.config.journal.eIssn].sort(),
    );
    expect(tags.volume, where).toBe(String(slot.volume));
    expect(tags.issue, where).toBe(String(slot.issue));
    expect(Number(tags.firstpage), where).toBeGreaterThan(0);
    expect(Number(tags.lastpage), where).toBeGreaterThanOrEqual(Number(tags.firstpage));
    expect(String(tags.doi), where).toMatch(/^10\.\d{4,}\//);
    expect(list(tags.reference).length, where).toBeGreaterThan(0);
    expect(tags.abstract_html_url, where).toBe(site.url(detailsPath('archives', paper)));
    const pdfUrl = String(tags.pdf_url);
    expect(pdfUrl.startsWith(`${site.origin}${site.prefix}files/`), where).toBe(true);
    const pdf = await fetch(pdfUrl);
    expect(pdf.status, pdfUrl).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  }
});

/** The paper of an issue with this id (its title and authors as the list gives them). */
async function firstArticleById(
  request: Parameters<typeof firstArticle>[0],
  slot: Parameters<typeof firstArticle>[1],
  id: string,
): Promise<PaperRef> {
  const response = await request.post('api/archivePaperListing', {
    data: { ...slot, page: 1, per_page: 100 },
  });
  const { papersList } = (await response.json()) as { papersList: Record<string, unknown>[] };
  const paper = papersList.find((item) => String(item.paper_id) === id) ?? {};
  return {
    id,
    title: String(paper.paper_title),
    authors: [1, 2, 3, 4, 5, 6]
      .map((n) => String(paper[`author_${n}`] ?? '').trim())
      .filter(Boolean),
  };
}

test('a thesis names its institution and a conference paper its conference', async ({
  site,
  request,
}) => {
  const thesis = await firstThesis(request);
  const thesisTags = (await highwire(site.url(detailsPath('thesis', thesis)))).tags;
  expect(thesisTags.dissertation_institution).toBeTruthy();
  expect(thesisTags.journal_title).toBeUndefined();
  expect(thesisTags.volume).toBeUndefined();
  const paper = await firstConferencePaper(request);
  const conferenceTags = (await highwire(site.url(detailsPath('conference', paper)))).tags;
  expect(conferenceTags.conference_title).toBeTruthy();
  expect(conferenceTags.journal_title).toBeUndefined();
});

test('How to cite shows APA, Harvard and Vancouver in the server HTML, and links the three files', async ({
  site,
  request,
}) => {
  const paper = await firstArticle(request, await firstSlot(request));
  const { html } = await highwire(site.url(detailsPath('archives', paper)));
  for (const style of ['APA (7th edition)', 'Harvard', 'Vancouver'])
    expect(html).toContain(`>${style}</h4>`);
  const apaAuthor = paper.authors[0]?.split(' ').at(-1) ?? '';
  expect(html).toContain(apaAuthor);
  for (const extension of ['bib', 'ris', 'json']) {
    expect(html).toContain(`href="${site.prefix}cite/article/${paper.id}.${extension}"`);
  }
});

/** Each citation file: its extension, its content type, and what citation-js is given of its text. */
const files: [extension: string, type: string, input: (text: string) => unknown][] = [
  ['bib', 'application/x-bibtex; charset=utf-8', (text) => text],
  ['ris', 'application/x-research-info-systems; charset=utf-8', (text) => text],
  // CSL-JSON is read as the data it holds.
  ['json', 'application/vnd.citationstyles.csl+json; charset=utf-8', (text) => JSON.parse(text)],
];

for (const [extension, type, input] of files) {
  test(`the .${extension} file reads back with citation-js as the same paper`, async ({
    site,
    request,
  }) => {
    const paper = await firstArticle(request, await firstSlot(request));
    const response = await fetch(site.url(`cite/article/${paper.id}.${extension}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${site.config.id}-article-${paper.id}.${extension}"`,
    );
    const text = await response.text();
    const [item] = new Cite(input(text)).data;
    expect(item?.title).toBe(paper.title);
    expect((item?.author as { family?: string; literal?: string }[]).length).toBe(
      paper.authors.length,
    );
    expect(String(item?.DOI)).toMatch(/^10\./);
    expect(item?.['container-title']).toBe(site.config.names.title);
  });
}

test('a citation file of an unknown paper or kind is a 404', async ({ site }) => {
  for (const path of ['cite/article/999999999.bib', 'cite/article/1.docx', 'cite/book/1.bib']) {
    expect((await fetch(site.url(path))).status, path).toBe(404);
  }
  expect((await fetch(site.url('cite/article/1.bib', 'apiDown'))).status).toBe(503);
});
