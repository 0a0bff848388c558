// @vitest-environment node
// What the discovery routes hand @journals/discovery: the journal, the API client its pages use,
// and the pages its sitemap names first, from the route tables in their order.
import { describe, expect, it } from 'vitest';
import { discoverySource, journalStaticPagePaths } from '../src/server/discovery-source.server.ts';
import { serverApi } from '../src/server/journal-api.server.ts';
import { site } from './site.ts';

describe('discoverySource', () => {
  it('hands the routes the journal and the client of its pages, its indexes kept', () => {
    const source = discoverySource(site);

    expect(source.site).toBe(site);
    expect(source.client).toBe(serverApi(site).client);
    expect(source.staticPagePaths).toBe(journalStaticPagePaths);
  });

  it('names every page that needs no data, pages then paper areas, in the route order', () => {
    expect(journalStaticPagePaths).toEqual([
      '/',
      '/aim-and-scope',
      '/editorial-board',
      '/indexing-and-abstracting',
      '/publication-ethics-policy',
      '/peer-review-policy',
      '/ethics',
      '/cross-mark-policy',
      '/impact-Factor',
      '/FAQs',
      '/journal-particulars',
      '/downloads',
      '/journal-publishing-process',
      '/call-for-papers',
      '/topics',
      '/paper-status',
      '/instruction-for-author',
      '/article-processing-charges',
      '/guidance-for-ems',
      '/conference-procedings',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
      '/blogs',
      '/contact-us',
      '/archives',
      '/current-issue',
      '/thesis',
      '/publications',
      '/conference',
    ]);
  });
});
