// No broken link on any of the sites: linkinator crawls `pnpm start`'s composition from each
// site's home, following every same-origin page, and checks every link and asset it finds there
// (anchors, images, scripts, stylesheets, icons, PDFs and downloads, and #fragments against the
// ids of their page). Links to other origins (share buttons, the editorial system, partners) are
// left out: this machine has no network, and they are not ours to keep.
import { expect, test } from '@playwright/test';
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
    // A link that failed for want of an answer (no answer, 5xx) is asked again: on a loaded
    // 2-core machine the composition can be slow for a moment. One that keeps failing is broken.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 2_000,
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
