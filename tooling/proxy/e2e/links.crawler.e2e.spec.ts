// No broken link on any of the sites: linkinator crawls `pnpm start`'s composition from each
// site's home, following every same-origin page, and checks every link and asset it finds there
// (anchors, images, scripts, stylesheets, icons, PDFs and downloads, and #fragments against the
// ids of their page). Links to other origins (share buttons, the editorial system, partners) are
// left out: this machine has no network, and they are not ours to keep. Every 5xx or unanswered
// request fails the crawl, named: it is not asked again.
import { expect, test } from './fixtures.ts';
import { check, LinkState } from 'linkinator';
import { startComposition, type RunningComposition } from '../src/composition-process.ts';
import { siteApps } from '../src/config.ts';

let composition: RunningComposition;

test.beforeAll(async () => {
  composition = await startComposition();
});

test.afterAll(async () => {
  await composition?.stop();
});

test('every internal link and asset of every site answers, redirects included', async () => {
  test.setTimeout(900_000);
  const { origin } = composition;

  const result = await check({
    path: siteApps.map((site) => `${origin}${site.prefix}`),
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    // No second try: a 5xx or a request without an answer (in 30 s) is a failure even if it
    // would answer the next time. An intermittent 500 is a bug.
    retry: false,
    retryErrors: false,
    checkFragments: true,
    linksToSkip: async (link) => !link.startsWith(`${origin}/`),
  });

  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? 'no answer'} ${link.url} (on ${link.parent ?? 'start'})`);
  expect(broken).toEqual([]);
  // Each site was crawled through, not just its home.
  const checked = result.links.filter((link) => link.state === LinkState.OK);
  const sitePrefixes = siteApps.map((site) => site.prefix).filter((prefix) => prefix !== '/');
  for (const site of siteApps) {
    const underSite = checked.filter((link) => {
      const path = new URL(link.url).pathname;
      return site.prefix === '/'
        ? !sitePrefixes.some((prefix) => path.startsWith(prefix))
        : path.startsWith(site.prefix);
    });
    expect(underSite.length, `links checked on ${site.id}`).toBeGreaterThan(20);
  }
});
