// What CI proves of the generator: in a temporary copy of the repository, installed as a fresh
// clone is, `pnpm gen:journal` with every answer on the command line writes a throw-away journal
// that joins every list of the journal apps (sherif and knip pass), installs, type-checks, builds, and serves its home page and its archive with
// its own `start` (journal-app-server) against the reference API of that copy, which serves the new journal's
// base because it reads the same registry. A page the journal writes itself replaces journal-site's
// for that route only.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, serve } from '@journals/commands';
import { freePort, startAppServer, waitForHttp } from '@journals/playwright-config/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellBasics } from './support/env.ts';
import { copyWorkspace } from './support/workspace-copy.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const authorization = 'journal-generator-test-token';

const journal = {
  id: 'indjgen',
  acronym: 'INDJGEN',
  title: 'Indian Journal of Generated Systems Engineering',
  subject: 'Generated Systems Engineering',
  editorialJournalId: '97',
  issn: '9999-0105',
  eIssn: '9999-0113',
  licence: 'CC-BY-SA-4.0',
};

let copy: string;
/** Where the commands run: in the copy, with this shell's PATH and HOME (and CI) and `env`. */
const inCopy = (env: Record<string, string> = {}) => ({
  cwd: copy,
  env: { ...shellBasics(), ...env },
});
let appDir: string;
let generatorOutput: string;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  copy = copyWorkspace(root);
  appDir = path.join(copy, 'apps', journal.id);
  await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], inCopy());
  generatorOutput = await run(
    'pnpm',
    [
      'gen:journal',
      '--args',
      journal.id,
      '', // the acronym: the id in upper case
      journal.title,
      journal.subject,
      journal.editorialJournalId,
      journal.issn,
      journal.eIssn,
      journal.licence,
    ],
    inCopy(),
  );
}, 300_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('pnpm gen:journal --args …', () => {
  it('writes the site config, registers it, writes the app and installs it', () => {
    expect(generatorOutput).toContain('Success');
    const siteFile = readFileSync(
      path.join(copy, 'packages', 'site-config', 'src', 'sites', `${journal.id}.ts`),
      'utf8',
    );
    expect(siteFile).toContain(`acronym: 'INDJGEN'`);
    expect(siteFile).toContain(`subject: 'generated systems engineering'`);
    expect(siteFile).toContain(`spdx: 'CC-BY-SA-4.0'`);
    expect(siteFile).toContain('editorialJournalId: 97');
    const registry = readFileSync(
      path.join(copy, 'packages', 'site-config', 'src', 'sites', 'registry.ts'),
      'utf8',
    );
    expect(registry).toMatch(/ {2}indjece,\n {2}indjgen,\n\};/);
    expect(readFileSync(path.join(appDir, 'playwright.config.ts'), 'utf8')).toContain(
      "journalE2EConfig({ site: 'indjgen', appDir: import.meta.dirname })",
    );
    expect(readFileSync(path.join(appDir, 'package.json'), 'utf8')).toContain(
      '"@journals/indjgen"',
    );
    expect(existsSync(path.join(appDir, 'node_modules', '@journals', 'journal-site'))).toBe(true);
  });

  it('refuses the same id a second time', async () => {
    await expect(run('pnpm', ['gen:journal', '--args', journal.id], inCopy())).rejects.toThrow(
      /indjgen is already a site/,
    );
  }, 60_000);

  it('joins every list of the journal apps, so the dependency checks pass with no edit by hand', async () => {
    const manifest = (file: string) =>
      JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
    for (const dependent of [
      'tooling/services/proxy',
      'tooling/checks/lighthouse',
      'tooling/checks/container-image',
    ]) {
      const { dependencies, devDependencies } = manifest(`${dependent}/package.json`);
      expect({ ...dependencies, ...devDependencies }, dependent).toHaveProperty(
        '@journals/indjgen',
        'workspace:*',
      );
    }
    // sherif and knip, as `pnpm lint` runs them: run() rejects on a finding.
    await run('pnpm', ['check:dependencies'], inCopy());
  }, 300_000);

  it('type-checks the new app with its config', async () => {
    // run() rejects when the command exits with an error; its output names no type error.
    await expect(
      run('pnpm', ['--filter', `@journals/${journal.id}`, 'typecheck'], inCopy()),
    ).resolves.not.toMatch(/error TS\d+/);
  }, 300_000);

  it('builds the new app and serves its home page and archive on the reference API, and its own FAQ page where it wrote one', async () => {
    // The journal replaces one page with its own module; every other route stays journal-site's.
    mkdirSync(path.join(appDir, 'app', 'routes', 'pages'), { recursive: true });
    writeFileSync(
      path.join(appDir, 'app', 'routes', 'pages', 'faqs.tsx'),
      [
        "export { pageMeta as meta } from '@journals/journal-site/routes/pages/page-meta.ts';",
        '',
        'export default function GeneratedJournalFaqs() {',
        '  return <h1>Questions INDJGEN answers itself</h1>;',
        '}',
        '',
      ].join('\n'),
    );
    await run('pnpm', ['turbo', 'run', 'build', `--filter=@journals/${journal.id}`], inCopy());

    const apiPort = await freePort();
    const api = serve(
      'node',
      ['tooling/services/journal-api/src/cli.ts'],
      inCopy({
        PORT: String(apiPort),
        DATA_DIR: path.join(copy, 'api-data'),
        API_AUTHORIZATION: authorization,
      }),
    );
    stops.push(api.stop);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(apiUrl, 60_000);

    const app = await startAppServer({
      appDir,
      port: await freePort(),
      prefix: `/${journal.id}/`,
      env: { API_BASE_URL: `${apiUrl}/${journal.id}`, API_AUTHORIZATION: authorization },
    });
    stops.push(app.stop);

    const home = await fetch(`${app.url}/${journal.id}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(
      /<title>[^<]*Indian Journal of Generated Systems Engineering[^<]*<\/title>/,
    );
    const header = /<header[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '';
    expect(header).toContain('<strong>INDJGEN</strong>');

    const archive = await fetch(`${app.url}/${journal.id}/archives`);
    expect(archive.status).toBe(200);
    expect(await archive.text()).toContain('Volume');

    const faqs = await fetch(`${app.url}/${journal.id}/FAQs`);
    expect(faqs.status).toBe(200);
    const faqsHtml = await faqs.text();
    expect(faqsHtml).toContain('<h1>Questions INDJGEN answers itself</h1>');
    expect(faqsHtml).toMatch(/<title>[^<]*FAQ[^<]*<\/title>/i);
    const aim = await (await fetch(`${app.url}/${journal.id}/aim-and-scope`)).text();
    expect(aim).toMatch(/<h1[^>]*>[^<]*Aim/);
  }, 300_000);
});
