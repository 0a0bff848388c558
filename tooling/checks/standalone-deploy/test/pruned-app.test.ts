// Each app is deployed on its own by its team: `turbo prune @journals/<app>` gives a workspace
// holding only the app and the packages it needs (plus the root tsconfig.base.json, copied in as
// docs/deploy.md says); it installs from the lockfile as it is
// (`--frozen-lockfile`), builds, and the app's own `start` serves it with nothing but PORT,
// API_BASE_URL and API_AUTHORIZATION, answering pages that need the API.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, serve } from '@journals/commands';
import { startJournalApi } from '@journals/journal-api';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { pageMeta, siteConfigs, type SiteId } from '@journals/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellBasics } from './env.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const authorization = 'standalone-deploy-token';
/** What a deploy's commands are given of this shell: PATH and HOME, and CI for pnpm. */
const commandEnv = { ...shellBasics(), CI: '1' };

/**
 * Root files the build needs that `turbo prune` does not copy (it copies the root package.json,
 * the lockfile, pnpm-workspace.yaml, turbo.json and .gitignore): every tsconfig extends the base.
 */
const rootFilesPruneLeavesOut = ['tsconfig.base.json'];

/** Every app of the repository: its package name and the site it serves. */
const apps = readdirSync(path.join(repositoryRoot, 'apps'), { withFileTypes: true })
  .filter((entry) => existsSync(path.join(repositoryRoot, 'apps', entry.name, 'package.json')))
  .map((entry) => {
    const manifest = JSON.parse(
      readFileSync(path.join(repositoryRoot, 'apps', entry.name, 'package.json'), 'utf8'),
    ) as { name: string };
    return { name: manifest.name, folder: entry.name, site: siteConfigs[entry.name as SiteId] };
  });

/** A page of the site whose content comes from the API, and a text it must then show. */
const apiBackedPage = (site: (typeof apps)[number]['site']) =>
  site.kind === 'publisher'
    ? { path: '', shows: '/files/indexing/' }
    : { path: 'archives', shows: 'Volume' };

let api: Awaited<ReturnType<typeof startJournalApi>>;
const work = mkdtempSync(path.join(tmpdir(), 'standalone-deploy-'));

beforeAll(async () => {
  api = await startJournalApi({ port: 0, dataDir: path.join(work, 'api'), authorization });
}, 60_000);

afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

it('finds every app with its site config', () => {
  expect(apps.map((app) => app.folder).sort()).toEqual(
    expect.arrayContaining(['indjece', 'publisher']),
  );
  for (const app of apps) expect(app.site, app.folder).toBeDefined();
});

describe.each(apps)('$name pruned to its own workspace', ({ name, folder, site }) => {
  const out = path.join(work, folder);

  it('installs from the frozen lockfile, builds and serves its pages', async () => {
    await run('pnpm', ['exec', 'turbo', 'prune', name, '--out-dir', out], {
      cwd: repositoryRoot,
      env: commandEnv,
    });
    expect(readdirSync(path.join(out, 'apps'))).toEqual([folder]);
    for (const file of rootFilesPruneLeavesOut) {
      copyFileSync(path.join(repositoryRoot, file), path.join(out, file));
    }

    await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {
      cwd: out,
      env: commandEnv,
    });
    await run('pnpm', ['--filter', `${name}...`, 'run', 'build'], { cwd: out, env: commandEnv });

    const port = await freePort();
    const server = serve('pnpm', ['--filter', name, 'start'], {
      cwd: out,
      env: {
        ...shellBasics(),
        PORT: String(port),
        API_BASE_URL: `${api.url}/${site.id}`,
        API_AUTHORIZATION: authorization,
      },
    });
    try {
      const home = `http://127.0.0.1:${port}${site.prefix}`;
      await waitForHttp(home, 60_000);
      const homePage = await fetch(home);
      expect(homePage.status).toBe(200);
      expect(await homePage.text()).toContain(`<title>${pageMeta(site, '/').title}</title>`);

      const { path: pagePath, shows } = apiBackedPage(site);
      const page = await fetch(`${home}${pagePath}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(shows);
    } finally {
      await server.stop();
    }
  }, 900_000);
});
