// @vitest-environment node
// The answers of the discovery routes, over the reference API (a fresh seeded one, started once
// for this file) and over an address where no API listens: statuses, headers and bodies of the
// citation files, feeds, OAI-PMH and sitemaps, and the names each route accepts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteConfigs } from '@journals/site-config';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { citeResponse } from '../src/citation/cite-route.server.ts';
import { feedResponse, parseFeedFile } from '../src/feeds/feed-route.server.ts';
import { journalWalk, walkMaxAgeMs } from '../src/journal-walk.server.ts';
import { oaiParams, oaiResponse } from '../src/oai/oai-route.server.ts';
import {
  sitemapFileResponse,
  sitemapIndexResponse,
  sitemapPartNumber,
} from '../src/sitemap/sitemap-routes.server.ts';
import {
  appOrigin,
  closedPortUrl,
  journalPagePaths as staticPagePaths,
  journalSource,
  startApi,
  pointAppAtApi,
  type ApiHarness,
} from './api-harness.ts';

const site = siteConfigs.indjece;
/** The journal as the app hands it to a route, its API where the environment points now. */
const journal = () => journalSource(site);
const parser = new XMLParser({ ignoreAttributes: false });

let harness: ApiHarness;
let downUrl: string;
let articleId: string;

beforeAll(async () => {
  harness = await startApi(site);
  downUrl = await closedPortUrl();
  const [latest] = await harness.client.archiveIndex();
  const volume = latest?.volumes.at(-1);
  const page = await harness.client.call('archivePaperListing', {
    year: latest?.year ?? 0,
    volume: volume?.volume ?? 0,
    issue: volume?.issues.at(-1) ?? 0,
    page: 1,
    per_page: 1,
  });
  articleId = page.items[0]?.id ?? '';
}, 60_000);

afterAll(() => harness.stop());

let logged: string[];

beforeEach(() => {
  pointAppAtApi(site, harness.api.url);
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    logged.push(String(line));
  });
});

/** The routes' API is one where nothing listens. */
function apiDown() {
  pointAppAtApi(site, downUrl);
}

function expectUnavailable(response: Response, what: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('120');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(new RegExp(`^${what}: `));
}

const request = (path: string, init?: RequestInit) =>
  new Request(`${appOrigin}/indjece${path}`, init);

describe('/cite/:kind/:file', () => {
  it.each([
    ['bib', 'application/x-bibtex; charset=utf-8', /^@article\{/],
    ['ris', 'application/x-research-info-systems; charset=utf-8', /^TY {2}- JOUR\n/],
    ['json', 'application/vnd.citationstyles.csl+json; charset=utf-8', /^\[\n {2}\{\n/],
  ])(
    'answers a paper as %s, a download named after the journal, kind and id',
    async (extension, type, start) => {
      const file = `${articleId}.${extension}`;
      const response = await citeResponse(
        journal(),
        request(`/cite/article/${file}`),
        'article',
        file,
      );

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="indjece-article-${articleId}.${extension}"`,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await response.text()).toMatch(start);
    },
  );

  it("writes the paper's canonical page on the public origin into the record", async () => {
    const file = `${articleId}.json`;
    const [item] = JSON.parse(
      await (
        await citeResponse(journal(), request(`/cite/article/${file}`), 'article', file)
      ).text(),
    ) as { id: string; URL: string }[];

    expect(item?.id).toBe(`indjece-article-${articleId}`);
    expect(item?.URL).toMatch(
      new RegExp(`^http://journal\\.test/indjece/archives/paper-details\\?paperid=${articleId}&`),
    );
  });

  it.each([
    ['article', '999999999.bib'],
    ['article', 'x.pdf'],
    ['book', '1.bib'],
  ])('answers /cite/%s/%s with 404', async (kind, file) => {
    const response = await citeResponse(journal(), request(`/cite/${kind}/${file}`), kind, file);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found\n');
  });

  it('passes on a refusal that does not say the record is unknown', async () => {
    const refusing = createServer((_request, response) => {
      response.writeHead(422, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'unprocessable', message: 'not now' }));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as AddressInfo;
    pointAppAtApi(site, `http://127.0.0.1:${port}`);
    const file = `${articleId}.bib`;

    try {
      await expect(
        citeResponse(journal(), request(`/cite/article/${file}`), 'article', file),
      ).rejects.toMatchObject({ status: 422 });
      expect(logged.some((line) => line.startsWith('The citation file could not be made'))).toBe(
        false,
      );
    } finally {
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('answers 503 while the API is down', async () => {
    apiDown();
    const file = `${articleId}.bib`;

    expectUnavailable(
      await citeResponse(journal(), request(`/cite/article/${file}`), 'article', file),
      'The citation file could not be made',
    );
  });
});

describe('/feeds/:file', () => {
  it('answers each feed in its format, kept for a quarter of an hour', async () => {
    const rss = await feedResponse(journal(), request('/feeds/latest.rss'), 'latest.rss');
    const atom = await feedResponse(journal(), request('/feeds/latest.atom'), 'latest.atom');
    const current = await feedResponse(
      journal(),
      request('/feeds/current-issue.atom'),
      'current-issue.atom',
    );

    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers.get('cache-control')).toBe('public, max-age=900');
    const channel = parser.parse(await rss.text()).rss.channel;
    expect(channel.title).toBe('INDJECE: latest papers');
    expect(channel.item).toHaveLength(20);
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(parser.parse(await atom.text()).feed.title).toBe('INDJECE: latest papers');
    expect(parser.parse(await current.text()).feed.title).toBe('INDJECE: current issue');
  });

  it('names its address on the public origin', async () => {
    const atom = await (
      await feedResponse(journal(), request('/feeds/latest.atom'), 'latest.atom')
    ).text();

    expect(parser.parse(atom).feed.id).toBe('http://journal.test/indjece/feeds/latest.atom');
  });

  it.each(['latest.xml', 'oldest.rss'])('answers %s with 404', async (file) => {
    const response = await feedResponse(journal(), request(`/feeds/${file}`), file);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found\n');
  });

  it('answers 503 while the API is down', async () => {
    apiDown();

    expectUnavailable(
      await feedResponse(journal(), request('/feeds/current-issue.rss'), 'current-issue.rss'),
      'The feed could not be built',
    );
  });

  it.each([
    ['latest.rss', { feed: 'latest', format: 'rss' }],
    ['latest.atom', { feed: 'latest', format: 'atom' }],
    ['current-issue.rss', { feed: 'current-issue', format: 'rss' }],
    ['current-issue.atom', { feed: 'current-issue', format: 'atom' }],
  ])('reads %s as a feed', (file, wanted) => {
    expect(parseFeedFile(file)).toEqual(wanted);
  });

  it.each([
    'latest.xml',
    'latest.rss2',
    'xlatest.rss',
    'oldest.rss',
    'Latest.rss',
    'latest',
    'latest.rss.atom',
    '.rss',
    '.latest.rss',
    'x.latest.rss',
  ])('reads %s as no feed', (file) => {
    expect(parseFeedFile(file)).toBeNull();
  });
});

describe('/oai', () => {
  it('answers a GET with the document, never kept', async () => {
    const response = await oaiResponse(journal(), request('/oai?verb=Identify'));
    const xml = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(XMLValidator.validate(xml)).toBe(true);
    const identify = parser.parse(xml)['OAI-PMH'].Identify;
    expect(identify.baseURL).toBe('http://journal.test/indjece/oai');
    expect(identify.adminEmail).toBe('editor.indjece@indjournals.example');
  });

  it("names the journal's mailbox from the environment, else its support address", async () => {
    vi.stubEnv('INDJECE_JOURNAL_EMAIL', 'oai@journal.test');
    const named = await (await oaiResponse(journal(), request('/oai?verb=Identify'))).text();
    const withoutMailbox = { ...site, contact: { ...site.contact, journalEmail: undefined } };
    const support = await (
      await oaiResponse(journalSource(withoutMailbox), request('/oai?verb=Identify'))
    ).text();

    expect(parser.parse(named)['OAI-PMH'].Identify.adminEmail).toBe('oai@journal.test');
    expect(parser.parse(support)['OAI-PMH'].Identify.adminEmail).toBe(
      'support@indjournals.example',
    );
  });

  it("lists the journal's records, and nothing of its pages", async () => {
    const xml = await (
      await oaiResponse(
        journal(),
        request('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=thesis'),
      )
    ).text();
    const headers = parser.parse(xml)['OAI-PMH'].ListIdentifiers.header;
    const identifiers = (Array.isArray(headers) ? headers : [headers]).map(
      (header: { identifier: string }) => header.identifier,
    );

    expect(identifiers.length).toBeGreaterThan(0);
    for (const identifier of identifiers) {
      expect(identifier).toMatch(/^oai:indjournals\.example:indjece\/thesis\/[\w-]+$/);
    }
  });

  it('answers a form POST as the same request', async () => {
    const response = await oaiResponse(
      journal(),
      request('/oai', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: 'verb=ListSets',
      }),
    );

    expect(response.status).toBe(200);
    expect(parser.parse(await response.text())['OAI-PMH'].ListSets.set.length).toBeGreaterThan(2);
  });

  it('answers a request that breaks the rules with the protocol error, HTTP 200', async () => {
    const response = await oaiResponse(journal(), request('/oai?verb=Bogus'));
    const xml = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(xml).toContain(
      `<request>http://journal.test/indjece/oai</request><error code="badVerb">&apos;Bogus&apos; is not an OAI-PMH verb.</error>`,
    );
  });

  it('answers 503 while the API is down, but the rules without it', async () => {
    apiDown();

    expect((await oaiResponse(journal(), request('/oai?verb=Bogus'))).status).toBe(200);
    expectUnavailable(
      await oaiResponse(journal(), request('/oai?verb=Identify')),
      'The OAI-PMH request could not be answered',
    );
  });

  it('reads the arguments of a GET or HEAD from the query', async () => {
    for (const method of ['GET', 'HEAD']) {
      const params = await oaiParams(request('/oai?verb=GetRecord&identifier=x', { method }));
      expect(params).toBeInstanceOf(URLSearchParams);
      expect(String(params)).toBe('verb=GetRecord&identifier=x');
    }
  });

  it('reads the arguments of a POST from its form body of up to 16 KiB', async () => {
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      oaiParams(request('/oai', { method: 'POST', headers: { 'Content-Type': type }, body }));
    const largest = `verb=Identify&x=${'a'.repeat(16 * 1024 - 16)}`;

    expect(String(await post('verb=ListSets'))).toBe('verb=ListSets');
    expect(largest).toHaveLength(16 * 1024);
    expect(await post(largest)).toBeInstanceOf(URLSearchParams);
    const tooLarge = (await post(`${largest}a`)) as Response;
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toBe('Request too large.\n');
  });

  it('refuses a POST that is not a form with 415', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const response = (await oaiParams(
        request('/oai', {
          method: 'POST',
          headers: { 'Content-Type': type },
          body: 'verb=Identify',
        }),
      )) as Response;
      expect(response.status).toBe(415);
      expect(await response.text()).toBe(
        'OAI-PMH requests are sent as application/x-www-form-urlencoded.\n',
      );
    }
    const untyped = new Request(`${appOrigin}/indjece/oai`, {
      method: 'POST',
      body: new Blob(['verb=Identify']),
    });
    expect(((await oaiParams(untyped)) as Response).status).toBe(415);
  });

  it('refuses other methods with 405, naming the allowed ones', async () => {
    const response = await oaiResponse(journal(), request('/oai?verb=Identify', { method: 'PUT' }));

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(await response.text()).toBe('Method Not Allowed\n');
  });
});

describe('/sitemap.xml, /sitemap/:file and /sitemap-index.xml', () => {
  it('answer the first file with every address of the journal on the public origin', async () => {
    const response = await sitemapFileResponse(journal(), request('/sitemap.xml'), 1);
    const xml = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const locs = (parser.parse(xml).urlset.url as { loc: string }[]).map((url) => url.loc);
    expect(locs.slice(0, staticPagePaths.length)).toEqual(
      staticPagePaths.map((path) => `http://journal.test/indjece${path}`),
    );
    const paperPage = new RegExp(
      `^http://journal\\.test/indjece/archives/paper-details\\?paperid=${articleId}&`,
    );
    expect(locs.filter((loc) => paperPage.test(loc))).toHaveLength(1);
  });

  it('answer a further file the journal does not have with 404', async () => {
    const response = await sitemapFileResponse(journal(), request('/sitemap/2.xml'), 2);

    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found\n');
  });

  it('answer the index with the one file', async () => {
    const response = await sitemapIndexResponse(journal());
    const index = parser.parse(await response.text()).sitemapindex;

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(index.sitemap.loc).toBe('http://journal.test/indjece/sitemap.xml');
    expect(index.sitemap.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it.each([
    [1, 'The sitemap could not be built'],
    [2, 'The sitemap could not be built'],
  ])('answer file %i with 503 while the API is down', async (part, what) => {
    apiDown();

    expectUnavailable(await sitemapFileResponse(journal(), request('/sitemap.xml'), part), what);
  });

  it('answer the index with 503 while the API is down', async () => {
    apiDown();

    expectUnavailable(
      await sitemapIndexResponse(journal()),
      'The sitemap index could not be built',
    );
  });

  it.each([
    ['2.xml', 2],
    ['10.xml', 10],
    ['999999.xml', 999_999],
  ])('read %s as file %i', (file, part) => {
    expect(sitemapPartNumber(file)).toBe(part);
  });

  it.each([
    '1.xml',
    '0.xml',
    '02.xml',
    '1000000.xml',
    '2.xml.gz',
    'x2.xml',
    '2.XML',
    '2xml',
    '.xml',
  ])('read %s as no further file', (file) => {
    expect(sitemapPartNumber(file)).toBeNull();
  });
});

/**
 * An API of a journal with one issue of `count` papers and nothing else, answering as the
 * backend does (numbers as text), on a free port.
 */
async function journalWithOneIssue(count: number) {
  const answers: Record<string, (body: { page?: number; per_page?: number }) => unknown> = {
    archiveYearListing: () => ({ archives: { '2025': { '1': ['1'] } } }),
    archivePaperListing: ({ page = 1, per_page: perPage = 5 }) => ({
      papersList: Array.from(
        { length: Math.max(0, Math.min(perPage, count - (page - 1) * perPage)) },
        (_, index) => {
          const id = (page - 1) * perPage + index + 1;
          return {
            paper_id: String(id),
            paper_title: `Paper ${id}`,
            year: '2025',
            volume: '1',
            issue: '1',
            updated_at: '2025-02-03 04:05:06',
          };
        },
      ),
      current_page: String(page),
      per_page: String(perPage),
      total_items: String(count),
      total_pages: String(Math.ceil(count / perPage)),
    }),
    thesisYearListing: () => ({ thesis: {} }),
    conferenceCategoriesFetch: () => ({ Conference_CategoriesList: [] }),
    blogListing: () => ({ blogs: [] }),
    editorialBoardListing: () => ({ members: [] }),
  };
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    incoming.on('end', () => {
      const answer = answers[incoming.url?.split('/').at(-1) ?? ''];
      response.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer ? answer(JSON.parse(body || '{}')) : { error: 'none' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the sitemap of a journal of more than 50,000 addresses', () => {
  it('has a second file, which the index names, and no third', async () => {
    const api = await journalWithOneIssue(50_001);
    vi.stubEnv('INDJECE_API_BASE_URL', `${api.url}/indjece`);

    try {
      const second = await sitemapFileResponse(journal(), request('/sitemap/2.xml'), 2);
      expect(second.status).toBe(200);
      const urls = parser.parse(await second.text()).urlset.url as { loc: string }[];
      // The pages, 50,001 papers and the issue's list: what does not fit in the first file.
      expect(urls.map((url) => url.loc)).toEqual([
        ...Array.from(
          { length: staticPagePaths.length + 1 },
          (_, index) =>
            `http://journal.test/indjece/archives/paper-details?paperid=${50_001 - staticPagePaths.length + index}&papertitle=paper-${50_001 - staticPagePaths.length + index}`,
        ),
        'http://journal.test/indjece/archives/paperlist?year=2025&volume=1&issue=1',
      ]);
      expect((await sitemapFileResponse(journal(), request('/sitemap/3.xml'), 3)).status).toBe(404);
      const index = parser.parse(await (await sitemapIndexResponse(journal())).text()).sitemapindex;
      expect(index.sitemap).toEqual([
        { loc: 'http://journal.test/indjece/sitemap.xml', lastmod: '2025-02-03T04:05:06Z' },
        { loc: 'http://journal.test/indjece/sitemap/2.xml', lastmod: '2025-02-03T04:05:06Z' },
      ]);
    } finally {
      await api.close();
    }
  });
});

/** The reference API under another address of the same host: a client, and a walk, of its own. */
function apiAt(host: string) {
  vi.stubEnv('INDJECE_API_BASE_URL', `${harness.api.url.replace('127.0.0.1', host)}/indjece`);
}

describe("the journal's walk", () => {
  it('is one per API', () => {
    vi.stubEnv('INDJECE_API_BASE_URL', 'http://127.0.0.2:9/indjece');
    const walk = journalWalk(journal());

    expect(journalWalk(journal())).toBe(walk);
    apiDown();
    expect(journalWalk(journal())).not.toBe(walk);
  });

  it('is walked once for its readers while it is kept, for 15 minutes', async () => {
    apiAt('127.1');
    const first = await journalWalk(journal()).all();

    expect(first.length).toBeGreaterThan(staticPagePaths.length);
    expect(await journalWalk(journal()).all()).toBe(first);
    expect(walkMaxAgeMs).toBe(15 * 60_000);
  });

  it('lets the first sitemap file answer once it has passed the pages, before it ends', async () => {
    apiAt('127.0.1');
    const response = sitemapFileResponse(journal(), request('/sitemap.xml'), 1);
    const first = await Promise.race([
      response.then(() => 'answered'),
      journalWalk(journal())
        .all()
        .then(() => 'walked'),
    ]);

    expect(first).toBe('answered');
    expect((await response).status).toBe(200);
    await (await response).body?.cancel();
  });
});
