// Bad input gets a clear answer: every page route of the journal and every resource route (the
// API forwarder, files, discovery documents, downloads), asked with every method, every common
// body type with a broken body and broken queries, answers with a page or a 4xx, never a 5xx
// and never without an answer, on every journal (each serves journal-site's routes its way).
import { badRequestFailures } from '@journals/page-audit/bad-requests';
import { expect, test } from '../../src/fixtures.ts';
import { routeCases } from '../../src/route-cases.ts';

const resourcePaths = [
  'api/archiveYearListing',
  'api/no-such-call',
  'files/papers/1.pdf',
  'files/blogs/1.svg',
  'downloads/copyright-form.pdf',
  'downloads/manuscript-template.docx',
  'oai',
  'robots.txt',
  'sitemap.xml',
  'sitemap-index.xml',
  'feeds/latest.rss',
  'cite/article/1.bib',
  'share-image.png',
  'no-such-page',
];

test('any method, body or query on any route answers a page or a 4xx, never a 5xx', async ({
  site,
  request,
}) => {
  test.setTimeout(900_000);
  const pagePaths = await Promise.all(
    routeCases.map(async ([, resolve]) => (await resolve(request, site.config)).path),
  );
  const urls = [...new Set([...pagePaths, ...resourcePaths])].map((path) => site.url(path));
  expect(urls.length).toBeGreaterThan(50);
  expect(await badRequestFailures(urls)).toEqual([]);
});
