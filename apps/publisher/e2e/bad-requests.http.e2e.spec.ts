// Bad input gets a clear answer: every publisher route and resource, asked with every method,
// every common body type with a broken body and broken queries, answers with a page or a 4xx,
// never a 5xx and never without an answer.
import { badRequestFailures } from '@journals/page-audit/bad-requests';
import { publisher } from '@journals/site-config';
import { appOrigin } from './env.ts';
import { expect, test } from './fixtures.ts';

test('any method, body or query on any route answers a page or a 4xx, never a 5xx', async () => {
  test.setTimeout(600_000);
  const paths = [
    ...publisher.routes,
    '/files/indexing/1.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/share-image.png',
    '/no-such-page',
  ];
  const urls = [...new Set(paths)].map((path) => `${appOrigin()}${path}`);
  expect(urls.length).toBeGreaterThan(10);
  expect(await badRequestFailures(urls)).toEqual([]);
});
