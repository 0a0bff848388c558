import { journalRoutes, siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { journalPageFor, journalPages, publisherPageFor, publisherPages } from '../src/index.ts';

/** Journal routes whose screens list data from the API rather than show a text page. */
const dataRoutes = [
  '/',
  '/blogs',
  '/blogs/:slug',
  '/blogs/tag/:slug',
  '/tag/:slug',
  '/publications',
  '/thesis',
  '/thesis/paperlist',
  '/thesis/paper-details',
  '/current-issue',
  '/current-issue/paperlist',
  '/current-issue/paper-details',
  '/archives',
  '/archives/paperlist',
  '/archives/paper-details',
  '/conference',
  '/conference/paperlist',
  '/conference/paper-details',
  '/editorial-board/:slug',
];

describe('the journal page registry', () => {
  it('has an entry for every journal route that is a text page', () => {
    const textRoutes = journalRoutes.filter((route) => !dataRoutes.includes(route));
    expect(Object.keys(journalPages).sort()).toEqual([...textRoutes].sort());
  });

  it.each([
    ['/aim-and-scope', 'Aim and Scope'],
    ['/impact-factor', 'Impact Factor'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/ethics?target=plagiarism-policy', 'Ethics Policy'],
    ['/conference-procedings/', 'Conference Proceedings'],
  ])('finds the page for %s like the router does', (path, title) => {
    expect(journalPageFor(siteConfigs.indjece, path)?.title).toBe(title);
  });

  it.each(['/archives', '/blogs/some-post', '/no-such-page'])('has no text page for %s', (path) => {
    expect(journalPageFor(siteConfigs.indjece, path)).toBeUndefined();
  });
});

describe('the publisher page registry', () => {
  it('has an entry for every publisher route but the home page', () => {
    const textRoutes = siteConfigs.publisher.routes.filter((route) => route !== '/');
    expect(Object.keys(publisherPages).sort()).toEqual([...textRoutes].sort());
  });

  it('serves the publication ethics policy at /guidence-for-authors too', () => {
    const ethics = publisherPageFor(siteConfigs.publisher, '/publication&ethics');
    const guidance = publisherPageFor(siteConfigs.publisher, '/guidence-for-authors');
    expect(guidance).toEqual(ethics);
    expect(guidance?.title).toBe('Publication Ethics');
  });

  it('has no text page for the home page or an unknown path', () => {
    expect(publisherPageFor(siteConfigs.publisher, '/')).toBeUndefined();
    expect(publisherPageFor(siteConfigs.publisher, '/nowhere')).toBeUndefined();
  });
});
