// @vitest-environment node
// The discovery services over the reference API: the walk of the archive (once for every
// reader), the sitemap files, the OAI-PMH provider, the feeds and the citation files.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import { createApiClient, type ApiClient } from '@journals/api-client';
import { siteConfigs } from '@journals/site-config';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { walkJournal, type WalkItem } from '../src/archive-walk.server.ts';
import { citeResponse } from '../src/citation/cite-route.server.ts';
import { feedPapers, latestCount } from '../src/feeds/feed-papers.server.ts';
import { journalFeed } from '../src/feeds/journal-feed.server.ts';
import { oaiDocument, type OaiContext } from '../src/oai/oai-provider.server.ts';
import type { OaiRequest } from '../src/oai/oai-request.ts';
import type { JournalRecord } from '../src/records.ts';
import { SharedWalk } from '../src/shared-walk.ts';
import {
  sitemapFileCount,
  sitemapFileEntries,
  sitemapIndexEntries,
} from '../src/sitemap/sitemap-files.server.ts';
import {
  journalPagePaths as staticPagePaths,
  journalSource,
  pointAppAtApi,
  startApi,
  token,
  type ApiHarness,
} from './api-harness.ts';

const site = siteConfigs.indjece;
const origin = 'https://journals.example';
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) =>
    ['header', 'record', 'set', 'dc:creator', 'dc:identifier', 'error'].includes(name),
});

let harness: ApiHarness;
let client: ApiClient;
let calls = 0;
let items: WalkItem[];
let records: JournalRecord[];

beforeAll(async () => {
  harness = await startApi(site);
  client = createApiClient({
    baseUrl: `${harness.api.url}/indjece`,
    authorization: token,
    fetch: (input, init) => {
      calls += 1;
      return fetch(input, init);
    },
  });
  items = [];
  for await (const item of walkJournal(client, staticPagePaths)) items.push(item);
  records = items.flatMap((item) => (item.type === 'record' ? [item.record] : []));
}, 60_000);

afterAll(() => harness.stop());

async function apiCounts() {
  const index = await harness.client.archiveIndex();
  let articles = 0;
  for (const { year, volumes } of index) {
    for (const { volume, issues } of volumes) {
      for (const issue of issues) {
        const page = await harness.client.call('archivePaperListing', {
          year,
          volume,
          issue,
          page: 1,
          per_page: 1,
        });
        articles += page.pagination.totalItems;
      }
    }
  }
  let theses = 0;
  for (const { year, volumes } of await harness.client.thesisIndex()) {
    for (const { volume } of volumes) {
      theses += (await harness.client.thesisPapers({ year, volume, perPage: 1 })).pagination
        .totalItems;
    }
  }
  let conference = 0;
  for (const category of await harness.client.conferenceCategories()) {
    conference += (await harness.client.conferencePapers({ id: category.id, perPage: 1 }))
      .pagination.totalItems;
  }
  return { article: articles, thesis: theses, conference };
}

describe('the walk of the journal', () => {
  it('finds every paper, thesis and conference paper the API lists, each once', async () => {
    const counts = await apiCounts();
    const found = { article: 0, thesis: 0, conference: 0 };
    for (const record of records) found[record.kind] += 1;
    expect(found).toEqual(counts);
    const keys = records.map((record) => `${record.kind}/${record.summary.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts the pages first and each list after its records, dated by its latest record', () => {
    expect(
      items.slice(0, staticPagePaths.length).map((item) => item.type === 'page' && item.href),
    ).toEqual([...staticPagePaths]);
    const list = items.findIndex(
      (item) => item.type === 'page' && item.href.startsWith('/archives/paperlist'),
    );
    const before = items
      .slice(0, list)
      .flatMap((item) => (item.type === 'record' ? [item.record] : []));
    const listed = before.filter(
      (record) => record.volume === 1 && record.issue === 1 && record.kind === 'article',
    );
    expect(listed.length).toBeGreaterThan(0);
    const latest = listed
      .map((record) => record.summary.updatedAt ?? '')
      .sort()
      .at(-1);
    const page = items[list] as Extract<WalkItem, { type: 'page' }>;
    expect(page.href).toBe('/archives/paperlist?year=2024&volume=1&issue=1');
    expect(new Date(page.lastmod ?? '').getTime()).toBe(new Date(latest ?? '').getTime());
  });

  it('is walked once for two readers (a crawler asking twice)', async () => {
    const before = calls;
    const walk = new SharedWalk(() => walkJournal(client, staticPagePaths), { maxAgeMs: 60_000 });
    const first = (await walk.all()).length;
    const afterFirst = calls;
    const entries = [];
    for await (const entry of sitemapFileEntries(site, origin, walk, 1)) entries.push(entry);
    expect(entries).toHaveLength(first);
    expect(afterFirst).toBeGreaterThan(before);
    expect(calls).toBe(afterFirst);
  });
});

describe('the sitemap files', () => {
  it('split the walk into files of the given size, each address absolute on the origin', async () => {
    const perFile = 100;
    const walk = new SharedWalk(
      async function* () {
        yield* items;
      },
      { maxAgeMs: 60_000 },
    );
    const files = sitemapFileCount(items, perFile);
    expect(files).toBe(Math.ceil(items.length / perFile));
    let total = 0;
    for (let part = 1; part <= files; part += 1) {
      const entries = [];
      for await (const entry of sitemapFileEntries(site, origin, walk, part, perFile))
        entries.push(entry);
      expect(entries.length).toBeLessThanOrEqual(perFile);
      for (const entry of entries) expect(entry.loc.startsWith(`${origin}/indjece/`)).toBe(true);
      total += entries.length;
    }
    expect(total).toBe(items.length);
    const index = sitemapIndexEntries(site, origin, items, perFile);
    expect(index.map((entry) => entry.loc)).toEqual([
      `${origin}/indjece/sitemap.xml`,
      ...Array.from(
        { length: files - 1 },
        (_, file) => `${origin}/indjece/sitemap/${file + 2}.xml`,
      ),
    ]);
    expect(index.every((entry) => entry.lastmod)).toBe(true);
  });

  it('give every record its canonical page and its lastmod from updated_at', async () => {
    const walk = new SharedWalk(
      async function* () {
        yield* items;
      },
      { maxAgeMs: 60_000 },
    );
    const entries = [];
    for await (const entry of sitemapFileEntries(site, origin, walk, 1)) entries.push(entry);
    const record = records.find((candidate) => candidate.kind === 'thesis');
    const entry = entries.find((candidate) =>
      candidate.loc.includes(`/thesis/paper-details?paperid=${record?.summary.id}&`),
    );
    expect(entry?.lastmod).toBe(record?.summary.updatedAt);
    expect(entry?.lastmod).toBeTruthy();
  });
});

function oai(request: OaiRequest) {
  const context: OaiContext = {
    site,
    client: harness.client,
    origin,
    records: () => Promise.resolve(records),
    adminEmail: 'editor@journals.example',
    now: new Date('2026-11-24T12:00:00Z'),
  };
  return oaiDocument(context, request).then((xml) => {
    expect(XMLValidator.validate(xml)).toBe(true);
    return parser.parse(xml)['OAI-PMH'];
  });
}

describe('the OAI-PMH provider', () => {
  it('identifies the repository, its earliest datestamp and granularity', async () => {
    const { Identify } = await oai({ verb: 'Identify', arguments: {} });
    expect(Identify.protocolVersion).toBe(2);
    expect(Identify.baseURL).toBe(`${origin}/indjece/oai`);
    expect(Identify.deletedRecord).toBe('no');
    expect(Identify.granularity).toBe('YYYY-MM-DDThh:mm:ssZ');
    expect(Identify.earliestDatestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('lists every record across pages by resumption token, then ends with an empty token', async () => {
    const identifiers: string[] = [];
    let response = await oai({ verb: 'ListIdentifiers', arguments: { metadataPrefix: 'oai_dc' } });
    for (;;) {
      const list = response.ListIdentifiers;
      identifiers.push(...list.header.map((header: { identifier: string }) => header.identifier));
      const token = list.resumptionToken;
      expect(Number(token['@_completeListSize'])).toBe(records.length);
      if (!token['#text']) break;
      response = await oai({
        verb: 'ListIdentifiers',
        arguments: { resumptionToken: token['#text'] },
      });
    }
    expect(identifiers).toHaveLength(records.length);
    expect(new Set(identifiers).size).toBe(records.length);
  });

  it('gives a record in Dublin Core with its page, DOI, creators and journal', async () => {
    const article = records.find((record) => record.kind === 'article') as JournalRecord;
    const identifier = `oai:indjournals.example:indjece/article/${article.summary.id}`;
    const { GetRecord } = await oai({
      verb: 'GetRecord',
      arguments: { identifier, metadataPrefix: 'oai_dc' },
    });
    const [record] = GetRecord.record;
    expect(record.header[0].identifier).toBe(identifier);
    const dc = record.metadata['oai_dc:dc'];
    expect(dc['dc:title']).toBe(article.summary.title);
    expect(dc['dc:creator']).toEqual(article.summary.authors);
    expect(dc['dc:identifier'][0]).toContain(
      `/indjece/archives/paper-details?paperid=${article.summary.id}&`,
    );
    expect(dc['dc:identifier'][1]).toMatch(/^https:\/\/doi\.org\/10\./);
    expect(dc['dc:description']).toBeTruthy();
  });

  it('selects by set and by date, and says so when nothing matches', async () => {
    const { ListIdentifiers } = await oai({
      verb: 'ListIdentifiers',
      arguments: { metadataPrefix: 'oai_dc', set: 'thesis' },
    });
    expect(ListIdentifiers.header).toHaveLength(
      records.filter((record) => record.kind === 'thesis').length,
    );
    const { error } = await oai({
      verb: 'ListRecords',
      arguments: { metadataPrefix: 'oai_dc', from: '2099-01-01' },
    });
    expect(error[0]['@_code']).toBe('noRecordsMatch');
    const until = await oai({
      verb: 'ListIdentifiers',
      arguments: { metadataPrefix: 'oai_dc', until: '2024-06-30' },
    });
    const early = records.filter(
      (record) => (record.summary.updatedAt ?? '') <= '2024-06-30T23:59:59Z',
    );
    expect(until.ListIdentifiers.header.length).toBe(Math.min(early.length, 100));
  });

  it.each([
    [
      {
        verb: 'GetRecord',
        arguments: {
          identifier: 'oai:indjournals.example:indjece/article/999999999',
          metadataPrefix: 'oai_dc',
        },
      },
      'idDoesNotExist',
    ],
    [
      { verb: 'GetRecord', arguments: { identifier: 'oai:elsewhere:1', metadataPrefix: 'oai_dc' } },
      'idDoesNotExist',
    ],
    [{ verb: 'ListRecords', arguments: { metadataPrefix: 'marc21' } }, 'cannotDisseminateFormat'],
    [{ verb: 'ListRecords', arguments: { resumptionToken: 'garbage' } }, 'badResumptionToken'],
    [{ verb: 'ListSets', arguments: { resumptionToken: 'x' } }, 'badResumptionToken'],
    [
      { verb: 'ListRecords', arguments: { metadataPrefix: 'oai_dc', from: '2025-02-30' } },
      'badArgument',
    ],
    [
      {
        verb: 'ListMetadataFormats',
        arguments: { identifier: 'oai:indjournals.example:indjece/thesis/0' },
      },
      'idDoesNotExist',
    ],
  ] as [OaiRequest, string][])('answers %j with %s', async (request, code) => {
    const response = await oai(request);
    expect(response.error.map((error: Record<string, string>) => error['@_code'])).toEqual([code]);
  });

  it('says there are no sets while the journal has no record', async () => {
    const context: OaiContext = {
      site,
      client: harness.client,
      origin,
      records: () => Promise.resolve([]),
      adminEmail: 'editor@journals.example',
      now: new Date('2026-11-24T12:00:00Z'),
    };
    const xml = await oaiDocument(context, { verb: 'ListSets', arguments: {} });
    expect(xml).toContain('<error code="noSetHierarchy">');
    const identify = await oaiDocument(context, { verb: 'Identify', arguments: {} });
    expect(identify).toContain(
      `<earliestDatestamp>${site.journal.startYear}-01-01T00:00:00Z</earliestDatestamp>`,
    );
  });

  it('lists the sets: each kind and its volumes', async () => {
    const { ListSets } = await oai({ verb: 'ListSets', arguments: {} });
    const specs = ListSets.set.map((set: { setSpec: string }) => set.setSpec);
    expect(specs).toEqual(
      expect.arrayContaining(['article', 'article:volume-1', 'thesis', 'conference']),
    );
  });
});

describe('the feeds', () => {
  it('carry the latest papers, newest first, each linking its canonical page', async () => {
    const papers = await feedPapers(harness.client, 'latest');
    expect(papers.papers).toHaveLength(latestCount);
    const rss = journalFeed(site, origin, 'latest', papers).rss2();
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = parser.parse(rss).rss.channel;
    expect(channel.item).toHaveLength(latestCount);
    expect(channel.item[0].link).toMatch(
      /^https:\/\/journals\.example\/indjece\/archives\/paper-details\?paperid=/,
    );
  });

  it('carry every paper of the current issue', async () => {
    const papers = await feedPapers(harness.client, 'current-issue');
    const slot = papers.slot!;
    const page = await harness.client.archivePapers({ ...slot, perPage: 1 });
    expect(papers.papers).toHaveLength(page?.pagination.totalItems ?? -1);
    const atom = parser.parse(journalFeed(site, origin, 'current-issue', papers).atom1()).feed;
    expect(atom.entry).toHaveLength(papers.papers.length);
    expect(atom.subtitle).toContain(`Volume ${slot.volume}, Issue ${slot.issue} (${slot.year})`);
  });
});

describe('the citation files', () => {
  beforeEach(() => pointAppAtApi(site, harness.api.url));

  it.each([
    ['bib', 'application/x-bibtex', 'bibtex'],
    ['ris', 'application/x-research-info-systems', 'ris'],
  ])('%s reads back as the same paper', async (extension, type) => {
    const article = records.find((record) => record.kind === 'article') as JournalRecord;
    const response = await citeResponse(
      journalSource(site),
      new Request(`${origin}/indjece/cite/article/${article.summary.id}.${extension}`),
      'article',
      `${article.summary.id}.${extension}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="indjece-article-${article.summary.id}.${extension}"`,
    );
    const [item] = new Cite(await response.text()).data as Record<string, unknown>[];
    expect(item?.title).toBe(article.summary.title);
    expect((item?.author as { family: string }[]).map((author) => author.family)).toEqual(
      article.summary.authors.map((name) => name.split(' ').at(-1)),
    );
    expect(String(item?.DOI)).toMatch(/^10\.5555\//);
    expect(String(item?.volume)).toBe(String(article.summary.volume));
  });

  it.each([
    ['article', '999999999.bib', 404],
    ['article', '1.pdf', 404],
    ['book', '1.bib', 404],
    ['article', '../x.bib', 404],
  ])('answers /cite/%s/%s with %s', async (kind, file, status) => {
    const response = await citeResponse(
      journalSource(site),
      new Request(`${origin}/indjece/cite/${kind}/${file}`),
      kind,
      file,
    );
    expect(response.status).toBe(status);
  });
});
