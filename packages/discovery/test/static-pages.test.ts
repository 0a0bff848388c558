// @vitest-environment node
// The pages a journal's sitemap names before its records: the app's routes that need no data to
// name, in the app's order.
import { describe, expect, it } from 'vitest';
import { staticPagePaths } from '../src/static-pages.ts';
import { journalPagePaths, journalRoutePaths } from './api-harness.ts';

describe('staticPagePaths', () => {
  it("keeps the routes without parameters, in the app's order", () => {
    const pages = staticPagePaths(journalRoutePaths, { '/tag/:slug': '/blogs/:slug' });

    expect(pages).toEqual([
      '/',
      '/aim-and-scope',
      '/editorial-board',
      '/blogs',
      '/contact-us',
      '/archives',
      '/thesis',
      '/publications',
    ]);
    expect(journalPagePaths).toEqual(pages);
    expect(staticPagePaths(['/b', '/a'], {})).toEqual(['/b', '/a']);
  });

  it('leaves out the parameterized routes and the catch-all', () => {
    expect(staticPagePaths(['/blogs/:slug', '/files/*', '/*', '/:page', '/x'], {})).toEqual(['/x']);
  });

  it('leaves out the lists and details pages, whose addresses come from the archive', () => {
    expect(
      staticPagePaths(
        [
          '/thesis/paperlist',
          '/thesis/paper-details',
          '/paperlist/archives',
          '/paper-details/thesis',
          '/thesis/paperlists',
        ],
        {},
      ),
    ).toEqual(['/paperlist/archives', '/paper-details/thesis', '/thesis/paperlists']);
  });

  it('leaves out a route that moves to another, and only that one', () => {
    expect(staticPagePaths(['/old', '/new', '/'], { '/old': '/new' })).toEqual(['/new', '/']);
  });
});
