// One behaviour for every API fault. The journal's built app runs in front of a fault API (a
// node:http server forwarding to a reference API, src/fault-api.ts) with a short API_TIMEOUT_MS.
// For each fault (refused, reset, hang, 500, malformed JSON, contract-breaking JSON) a freshly
// started app, its caches cold: every page that needs the API answers 503 with Retry-After,
// never cached, the error screen titled "Something Went Wrong | <acronym>" with robots noindex
// (its HTML free of errors for the Nu HTML Checker), each failure logged in one line with its
// reason (for a hanging API, the app's own timeout) and without a stack (the api/ forwarder
// answers 502 or 504 with Retry-After); the pages that read without the API answer 200, and
// never wait for it; and once the API is healthy again the same process answers every page. With
// caches warm, the indexes and the header's Current Issue link stay while the API hangs. Under
// 50 connections the archive index is asked for once. No check measures time: what would take
// long (a page waiting for a hanging API) is made to take far longer than the answer is given.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJournalApi, type RunningJournalApi } from '@journals/journal-api';
import { htmlErrors } from '@journals/page-audit/html-validity';
import { suiteTarget } from '../../src/env.ts';
import { startCapturedAppServer, type CapturedAppServer } from '../../src/captured-app-server.ts';
import { startFaultApi, type FaultApi, type FaultMode } from '../../src/fault-api.ts';
import { expect, test } from '../../src/fixtures.ts';
import {
  apiBackedPages,
  journalConfig,
  pagesWithoutApi,
  servePage,
  type FaultPage,
} from '../../src/fault-pages.ts';

const { site, appDir } = suiteTarget();
const journal = journalConfig(site);
const authorization = 'api-faults-token';
/** Short, so the hanging API costs the suite little. */
const timeoutMs = 2_000;
/**
 * For the apps whose pages must not wait for a hanging API: an API timeout far longer than the
 * time they are given to answer (`withinMs`), so a page that waited could not answer in time.
 */
const longTimeoutMs = 60_000;
const withinMs = 15_000;

/** What each fault's log line gives as the reason, after the call's name. */
const reasons: Record<FaultMode, RegExp> = {
  healthy: /^$/,
  refused: /network error: /,
  reset: /network error: /,
  hang: new RegExp(`no response within ${timeoutMs} ms|took longer than`),
  'server-error': /HTTP 500: The database is unavailable\./,
  'malformed-json': /invalid response: not JSON/,
  'contract-breaking': /invalid response: /,
  'hostile-content': /^$/,
};

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let dataDir: string;
let api: RunningJournalApi;
let fault: FaultApi;
let apiPages: FaultPage[];

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), `${site}-api-faults-`));
  api = await startJournalApi({ port: 0, dataDir, authorization });
  fault = await startFaultApi(api.url);
  apiPages = await apiBackedPages(`${api.url}${journal.apiBasePath}`, authorization);
});

test.afterAll(async () => {
  await fault?.close();
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * An app in front of the fault API. Its shared answers (API_CACHE_MS) are off unless asked for,
 * so each request sees the API's state of the moment.
 */
function startApp(timeout = timeoutMs, answerCacheMs = 0): Promise<CapturedAppServer> {
  return startCapturedAppServer({
    appDir,
    prefix: journal.prefix,
    env: {
      API_BASE_URL: `${fault.url}${journal.apiBasePath}`,
      API_AUTHORIZATION: authorization,
      API_TIMEOUT_MS: String(timeout),
      API_CACHE_MS: String(answerCacheMs),
    },
  });
}

function serve(app: CapturedAppServer, page: FaultPage, options?: { withinMs: number }) {
  return servePage(app.url, journal.prefix, page.path, options);
}

async function expectEveryPageServed(app: CapturedAppServer) {
  for (const page of [...apiPages, ...pagesWithoutApi]) {
    expect((await serve(app, page)).status, page.name).toBe(200);
  }
}

test('the error screen is HTML the Nu HTML Checker finds no error in', async () => {
  await fault.setMode('server-error');
  const app = await startApp();
  try {
    const page = apiPages[0]!;
    const served = await serve(app, page);
    expect(served.status, page.name).toBe(503);
    expect(served.showsErrorScreen, page.name).toBe(true);
    expect(await htmlErrors([{ address: page.path, html: served.html }])).toEqual([]);
  } finally {
    await app.stop();
  }
});

const faults: FaultMode[] = [
  'refused',
  'reset',
  'hang',
  'server-error',
  'malformed-json',
  'contract-breaking',
];

for (const mode of faults) {
  test(`with the API ${mode}: 503 where the API is needed, 200 elsewhere, then recovery`, async () => {
    await fault.setMode(mode);
    const app = await startApp();
    try {
      const served = await Promise.all(apiPages.map((page) => serve(app, page)));
      for (const [index, page] of served.entries()) {
        const name = apiPages[index]?.name;
        expect(page.status, name).toBe(503);
        expect(page.retryAfter, name).toBe('120');
        expect(page.cacheControl, name).toBe('no-store');
        expect(page.title, name).toBe(`Something Went Wrong | ${journal.names.acronym}`);
        expect(page.robots, name).toBe('noindex');
        expect(page.showsErrorScreen, name).toBe(true);
      }

      for (const page of pagesWithoutApi) {
        const result = await serve(app, page);
        expect(result.status, page.name).toBe(200);
        expect(result.title, page.name).not.toContain('Something Went Wrong');
        expect(result.robots, page.name).toBeNull();
        expect(result.retryAfter, page.name).toBeNull();
        expect(result.linksLatestIssue, page.name).toBe(false);
      }

      // The browser's calls through the api/ forwarder: 502 or 504, asked to retry.
      const forwarded = await fetch(`${app.url}${journal.prefix}api/archiveYearListing`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([502, 504]).toContain(forwarded.status);
      expect(forwarded.headers.get('retry-after')).toBe('120');

      // One line per failed page, naming the request and the reason; no stack.
      const log = app.output();
      for (const page of apiPages) {
        const line = `API unavailable: GET ${journal.prefix}${page.path}: `;
        expect(log.split(line).length - 1, page.name).toBe(1);
        const reason = log.split(line)[1]?.split('\n')[0];
        expect(reason, page.name).toMatch(reasons[mode]);
      }
      expect(log).not.toMatch(/^\s+at /m);

      await fault.setMode('healthy');
      await expectEveryPageServed(app);
      await expect
        .poll(async () => (await serve(app, pagesWithoutApi[0]!)).linksLatestIssue)
        .toBe(true);
    } finally {
      await app.stop();
    }
  });
}

test('the pages that read without the API never wait for a hanging one', async () => {
  await fault.setMode('hang');
  const app = await startApp(longTimeoutMs);
  try {
    for (const page of pagesWithoutApi) {
      const result = await serve(app, page, { withinMs });
      expect(result.status, page.name).toBe(200);
      expect(result.title, page.name).not.toContain('Something Went Wrong');
    }
  } finally {
    await fault.setMode('healthy');
    await app.stop();
  }
});

test('with caches warm, a hanging API keeps the indexes and the Current Issue link', async () => {
  await fault.setMode('healthy');
  const app = await startApp(longTimeoutMs);
  try {
    await expectEveryPageServed(app);
    await fault.setMode('hang');
    const [policy, archives] = await Promise.all([
      serve(app, pagesWithoutApi[0]!, { withinMs }),
      serve(app, { name: 'archive index', path: 'archives' }, { withinMs }),
    ]);
    expect(policy).toMatchObject({ status: 200, linksLatestIssue: true });
    expect(archives).toMatchObject({ status: 200, linksLatestIssue: true });
  } finally {
    await fault.setMode('healthy');
    await app.stop();
  }
});

test("with caches warm, a list's own page of papers is still the API's to give", async () => {
  await fault.setMode('healthy');
  const app = await startApp();
  try {
    await expectEveryPageServed(app);
    await fault.setMode('hang');
    const issueList = apiPages.find((page) => page.name === 'issue list')!;
    expect(await serve(app, issueList)).toMatchObject({ status: 503, retryAfter: '120' });
    await fault.setMode('healthy');
    expect((await serve(app, issueList)).status).toBe(200);
  } finally {
    await app.stop();
  }
});

test('shared answers serve a page through an outage shorter than API_CACHE_MS, not longer', async () => {
  // Long enough for the steps below on a busy machine: the kept answer must outlive them.
  const answerCacheMs = 20_000;
  test.setTimeout(120_000);
  await fault.setMode('healthy');
  const app = await startApp(timeoutMs, answerCacheMs);
  try {
    const list = apiPages.find((page) => page.name === 'issue list')!;
    expect((await serve(app, list)).status).toBe(200);
    expect(fault.calls('archivePaperListing')).toBeGreaterThan(0);
    // The outage starts (and the calls are counted from here). While the answer is kept, every
    // page is served from it without a call: a call would find the API hanging.
    await fault.setMode('hang');
    const burst = await Promise.all(Array.from({ length: 20 }, () => serve(app, list)));
    expect(burst.map((page) => page.status)).toEqual(Array(20).fill(200));
    expect(fault.calls('archivePaperListing')).toBe(0);

    // Once the kept answer is older than API_CACHE_MS, the page asks the API again, and the
    // outage shows.
    await expect.poll(async () => (await serve(app, list)).status, { timeout: 60_000 }).toBe(503);
    expect(await serve(app, list)).toMatchObject({ status: 503, retryAfter: '120' });
  } finally {
    await fault.setMode('healthy');
    await app.stop();
  }
});

test('under 50 connections the list answers every one, and the archive index is asked once', async () => {
  await fault.setMode('healthy');
  const app = await startApp(8_000);
  try {
    const list = apiPages.find((page) => page.name === 'issue list')!;
    await fault.setMode('healthy');
    const served = await Promise.all(Array.from({ length: 50 }, () => serve(app, list)));
    expect(served.map((page) => page.status)).toEqual(Array(50).fill(200));
    expect(fault.calls('archiveYearListing')).toBeLessThanOrEqual(1);
    // The shared answers (off in this app) are not what keeps the index to one call.
    expect(fault.calls('archivePaperListing')).toBeGreaterThan(1);
  } finally {
    await app.stop();
  }
});
