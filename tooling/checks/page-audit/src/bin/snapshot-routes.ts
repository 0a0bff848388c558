// `node src/bin/snapshot-routes.ts --origin <url> --out <dir> [--screenshots] [--storybook]
// [--sites publisher,indjece]`:
// records what every route of every site serves (one JSON file per site), and with the flags,
// full-page screenshots of each address at 1280 and 360 px and a screenshot of every Storybook
// story under each site's theme. Compare two such folders with compare-snapshots.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandFolder } from '../config.ts';
import { siteIds } from '@journals/site-config';
import { recordAddress, type AddressRecord } from '../snapshots/address-record.ts';
import { fileSlug, launchBrowser, openPage, screenshotAddress } from '../snapshots/screenshots.ts';
import { siteAddresses } from '../snapshots/site-addresses.ts';
import { screenshotStory, storyIds, type StoryShot } from '../snapshots/storybook-shots.ts';

const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    out: { type: 'string' },
    screenshots: { type: 'boolean', default: false },
    storybook: { type: 'boolean', default: false },
    sites: { type: 'string', default: siteIds.join(',') },
  },
});
if (!values.origin || !values.out) {
  console.error(
    'usage: snapshot-routes --origin <url> --out <dir> [--screenshots] [--storybook] [--sites a,b]',
  );
  process.exit(2);
}
const origin = new URL(values.origin).origin;
const sites = siteIds.filter((id) => values.sites.split(',').includes(id));
// Relative to where the command was typed (pnpm runs scripts in the package folder).
const out = path.resolve(commandFolder(), values.out);
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const browser = values.screenshots || values.storybook ? await launchBrowser() : undefined;
const page = browser ? await openPage(browser) : undefined;

try {
  let addressCount = 0;
  let screenshotCount = 0;
  for (const id of sites) {
    const siteStarted = Date.now();
    const site = await siteAddresses(origin, id);
    const pages: AddressRecord[] = [];
    for (const address of site.addresses) {
      const record = await recordAddress(origin, address);
      if (page && values.screenshots) {
        record.screenshots = await screenshotAddress(
          page,
          address.url,
          out,
          path.join(id, fileSlug(address.name)),
        );
        screenshotCount += Object.keys(record.screenshots).length;
      }
      pages.push(record);
    }
    addressCount += pages.length;
    const { routes, missing, prefix } = site;
    await writeFile(
      path.join(out, `${id}.json`),
      `${JSON.stringify({ site: id, prefix, routes, missing, pages }, null, 2)}\n`,
    );
    console.error(
      `${id}: ${pages.length} addresses (${routes.length} routes, missing: ${missing.join(', ') || 'none'}) in ${seconds(siteStarted)}`,
    );
  }

  const storyShots: StoryShot[] = [];
  if (page && values.storybook) {
    const storiesStarted = Date.now();
    const storybookUrl = new URL('/storybook/', origin).href;
    const ids = await storyIds(storybookUrl);
    for (const site of sites) {
      for (const id of ids)
        storyShots.push(await screenshotStory(page, storybookUrl, id, site, out));
      console.error(`storybook ${site}: ${ids.length} stories (${seconds(storiesStarted)} so far)`);
    }
    const notFinished = storyShots.filter((shot) => shot.phase !== 'finished');
    await writeFile(
      path.join(out, 'storybook.json'),
      `${JSON.stringify({ stories: ids, shots: storyShots }, null, 2)}\n`,
    );
    console.error(
      `storybook: ${storyShots.length} screenshots of ${ids.length} stories in ${seconds(storiesStarted)}; not finished: ${notFinished.map((shot) => `${shot.site}/${shot.id} (${shot.phase})`).join(', ') || 'none'}`,
    );
  }
  console.info(
    `${addressCount} addresses of ${sites.length} sites, ${screenshotCount} page screenshots, ${storyShots.length} story screenshots in ${seconds(started)} -> ${out}`,
  );
} finally {
  await browser?.close();
}
