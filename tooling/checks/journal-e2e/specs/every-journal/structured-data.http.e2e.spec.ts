// What the journal's pages say in schema.org JSON-LD, read from the served HTML: a paper is a
// ScholarlyArticle in its PublicationIssue, PublicationVolume and Periodical (with both ISSNs),
// with authors, its DOI as sameAs, datePublished and the licence; a thesis a Thesis; every
// details page has its breadcrumbs; the journal home is a Periodical. The share image is a PNG.
import { readDocument } from '@journals/page-audit/html';
import { detailsPath } from '../../src/paper-addresses.ts';
import {
  firstArticle,
  firstConferencePaper,
  firstSlot,
  firstThesis,
} from '../../src/reference-data.ts';
import { expect, test } from '../../src/fixtures.ts';

type Json = Record<string, unknown> & { '@type'?: string };

async function jsonLd(url: string): Promise<Json[]> {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  // The documents are in <head>, with no attribute but their type (data blocks run nothing: the
  // CSP does not name them), and nothing in them could close the script element.
  expect(readDocument(html).tags.length).toBeGreaterThan(0);
  return scripts.map((match) => JSON.parse(match[1] ?? 'null') as Json);
}

function ofType(documents: Json[], type: string): Json {
  const found = documents.find((document) => document['@type'] === type);
  expect(found, `a ${type}`).toBeTruthy();
  return found as Json;
}

test('a paper is a ScholarlyArticle in its issue, volume and journal, with its breadcrumbs', async ({
  site,
  request,
}) => {
  const slot = await firstSlot(request);
  const paper = await firstArticle(request, slot);
  const url = site.url(detailsPath('archives', paper));
  const documents = await jsonLd(url);
  expect(documents).toHaveLength(2);
  const article = ofType(documents, 'ScholarlyArticle');
  expect(article['@context']).toBe('https://schema.org');
  expect(article.name).toBe(paper.title);
  expect(article.url).toBe(url);
  expect((article.author as Json[]).map((author) => author.name)).toEqual(paper.authors);
  expect(String(article.datePublished)).toMatch(new RegExp(`^${slot.year}-\\d{2}`));
  expect(String(article.sameAs)).toMatch(/^https:\/\/doi\.org\/10\./);
  expect(article.license).toBe(site.config.licence.url);
  expect(String(article.abstract).length).toBeGreaterThan(50);
  const issue = article.isPartOf as Json;
  expect(issue['@type']).toBe('PublicationIssue');
  expect(issue.issueNumber).toBe(String(slot.issue));
  const volume = issue.isPartOf as Json;
  expect(volume['@type']).toBe('PublicationVolume');
  expect(volume.volumeNumber).toBe(String(slot.volume));
  const journal = volume.isPartOf as Json;
  expect(journal['@type']).toBe('Periodical');
  expect(journal.name).toBe(site.config.names.title);
  expect(journal.issn).toEqual([site.config.journal.issn, site.config.journal.eIssn]);
  const crumbs = ofType(documents, 'BreadcrumbList').itemListElement as Json[];
  expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
  expect(crumbs[0]?.item).toBe(site.url(''));
  expect(crumbs.at(-1)).toMatchObject({ name: paper.title, item: url });
});

test('a thesis is a Thesis and a conference paper a ScholarlyArticle, both of the journal', async ({
  site,
  request,
}) => {
  const thesis = await firstThesis(request);
  const thesisLd = ofType(await jsonLd(site.url(detailsPath('thesis', thesis))), 'Thesis');
  expect(thesisLd.name).toBe(thesis.title);
  expect((thesisLd.sourceOrganization as Json).name).toBeTruthy();
  const paper = await firstConferencePaper(request);
  const conferenceLd = ofType(
    await jsonLd(site.url(detailsPath('conference', paper))),
    'ScholarlyArticle',
  );
  expect(conferenceLd.name).toBe(paper.title);
  expect((conferenceLd.isPartOf as Json)['@type']).toBe('Periodical');
});

test('the journal home is a Periodical with its ISSNs, publisher and licence', async ({ site }) => {
  const periodical = ofType(await jsonLd(site.url('')), 'Periodical');
  expect(periodical).toMatchObject({
    '@context': 'https://schema.org',
    name: site.config.names.title,
    alternateName: site.config.names.acronym,
    issn: [site.config.journal.issn, site.config.journal.eIssn],
    url: site.url(''),
    license: site.config.licence.url,
  });
  expect((periodical.publisher as Json).name).toBe(site.config.names.publisher);
});

test('the share image is a 1200 x 630 PNG', async ({ site }) => {
  const response = await fetch(site.url('share-image.png'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const png = new Uint8Array(await response.arrayBuffer());
  expect([...png.slice(1, 4)]).toEqual([80, 78, 71]);
  const size = new DataView(png.buffer, 16, 8);
  expect([size.getUint32(0), size.getUint32(4)]).toEqual([1200, 630]);
});
