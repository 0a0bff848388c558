// Every server path renders with React's production build: `pnpm start`'s composition and each
// app's own `start` (journal-app-server), both started as a user would, with no NODE_ENV set.
// A probe preloaded (--import) into the server records which build of react and react-dom Node evaluates.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { startJournalApi } from '@journals/journal-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuilt } from '../src/compose.ts';
import { siteApps } from '../src/config.ts';
import { userShell } from './env.ts';

const probe = fileURLToPath(new URL('./react-build-probe.mjs', import.meta.url));
const proxyDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'production-react-'));
const authorization = 'production-react-token';

/** The environment a user's shell might have: no NODE_ENV, unless a test gives one. */
function userEnvironment(log: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...userShell(),
    NODE_OPTIONS: `--import ${probe}`,
    REACT_BUILD_PROBE_LOG: log,
    ...extra,
  };
}

interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a command in its own process group (pnpm starts node under it) and collects output. */
function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The React builds a server evaluated, by file name ('react-dom-server.node.production.js'). */
function buildsEvaluated(log: string): string[] {
  if (!existsSync(log)) return [];
  const files = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return [...new Set(files.map((file) => path.basename(file)))].sort();
}

async function renderPages(origin: string, paths: string[]) {
  for (const pagePath of paths) {
    const response = await fetch(`${origin}${pagePath}`);
    expect(response.status, pagePath).toBe(200);
    expect(await response.text()).toContain('<h1');
  }
}

function expectProductionOnly(builds: string[]) {
  expect(builds.filter((file) => file.includes('.development.'))).toEqual([]);
  expect(builds).toContain('react.production.js');
  expect(builds).toContain('react-dom-server.node.production.js');
}

/** The sites whose app exists in this checkout. */
const apps = siteApps.filter((app) => existsSync(path.join(app.appDir, 'package.json')));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("`pnpm start`'s composition", () => {
  it.each([
    ['no NODE_ENV', {}],
    ['NODE_ENV=development left in the shell', { NODE_ENV: 'development' }],
  ])(
    'renders with the production build of React with %s, and says so',
    async (_case, extra) => {
      const log = path.join(work, `composition-${Object.keys(extra).length}.log`);
      const port = await freePort();
      const server = start(
        process.execPath,
        ['src/start.ts'],
        proxyDir,
        userEnvironment(log, {
          ...extra,
          PORT: String(port),
          API_PORT: String(await freePort()),
          DATA_DIR: path.join(work, 'composition-data'),
        }),
      );
      try {
        await waitForHttp(`http://127.0.0.1:${port}/indjece/`, 60_000);
        await renderPages(
          `http://127.0.0.1:${port}`,
          apps.map((app) => app.prefix),
        );
        expectProductionOnly(buildsEvaluated(log));
        expect(server.output()).toContain("Rendering with React's production build");
      } finally {
        await server.stop();
      }
    },
    90_000,
  );
});

describe("each app's own start (journal-app-server)", () => {
  let api: Awaited<ReturnType<typeof startJournalApi>>;

  beforeAll(async () => {
    api = await startJournalApi({ port: 0, dataDir: path.join(work, 'api'), authorization });
  }, 60_000);
  afterAll(() => api?.close());

  it.each(apps)(
    '$id renders with the production build of React',
    async ({ id: site, appDir, prefix }) => {
      expect(isBuilt(appDir), `${site} is built`).toBe(true);
      const log = path.join(work, `${site}.log`);
      const port = await freePort();
      const server = start(
        'pnpm',
        ['start'],
        appDir,
        userEnvironment(log, {
          PORT: String(port),
          HOST: '127.0.0.1',
          API_BASE_URL: `${api.url}/${site}`,
          API_AUTHORIZATION: authorization,
        }),
      );
      try {
        const home = `http://127.0.0.1:${port}${prefix}`;
        await waitForHttp(home, 30_000);
        await renderPages(`http://127.0.0.1:${port}`, [prefix]);
        expectProductionOnly(buildsEvaluated(log));
      } finally {
        await server.stop();
      }
    },
    60_000,
  );
});
