// Failures log one line each, never a stack per request: `pnpm start`'s composition under a fuzz
// of bad requests (odd methods, broken bodies and queries, undecodable paths, on every site and
// api/ forwarder), and INDJECE's own server while its API is down or answers garbage. Its standard
// error holds no stack frame ('    at ...'), and the refusals it does log are single lines.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countByStatus, fuzzedRequests, sendFuzzed } from '@journals/page-audit/bad-requests';
import { freePort, waitForHttp } from '@journals/playwright-config/servers';
import { discoveryPaths } from '@journals/site-config';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteApps } from '../src/config.ts';
import { stackLines, startCompositionChild, type CompositionChild } from './composition-child.ts';
import { userShell } from './env.ts';

describe("the composition's log under bad requests", () => {
  let composition: CompositionChild;

  beforeAll(async () => {
    composition = await startCompositionChild();
  }, 90_000);

  afterAll(async () => {
    await composition?.cleanUp();
  });

  it('has one line per refused request and no stack trace', async () => {
    const { origin } = composition;
    const answers = await sendFuzzed(origin, fuzzedRequests(600, 2027), 4);
    const named = await Promise.all([
      // A page without an action: React Router's 405.
      fetch(`${origin}/indjece/faqs`, { method: 'POST', body: 'x=1' }),
      fetch(`${origin}/about`, { method: 'PUT', body: 'x' }),
      fetch(`${origin}/indjece/peer-review-policy`, { method: 'OPTIONS' }),
      // A path Express cannot decode.
      fetch(`${origin}/indjece/blogs/%C3%28`),
      // Broken bodies for the contact form and the forwarder.
      fetch(`${origin}/indjece/contact-us`, { method: 'POST', body: 'no form' }),
      fetch(`${origin}/indjece/api/archiveSuggestions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"search":',
      }),
    ]);

    const statuses = [...answers.map((answer) => answer.status), ...named.map((r) => r.status)];
    expect(statuses.filter((status) => status === 0 || status >= 500)).toEqual([]);
    expect(countByStatus(answers)['405']).toBeGreaterThan(0);
    // 405 without an action, 400 for the undecodable path, 415 for a form that is not one, 400
    // for the forwarder's broken JSON.
    expect(named.map((answer) => answer.status)).toEqual([405, 405, 405, 400, 415, 400]);

    // The refusals are logged, each on its own line (waited for: the log is another process's).
    await vi.waitFor(() => {
      const log = composition.stderr();
      expect(log).toMatch(/^405 POST \/indjece\/faqs: .*no way to handle the request\.$/m);
      expect(log).toMatch(/^405 OPTIONS \/indjece\/peer-review-policy: /m);
      expect(log).toMatch(/^400 GET \/indjece\/blogs\/%C3%28: URIError: /m);
    });
    expect(stackLines(composition.stderr())).toEqual([]);
  }, 180_000);
});

const indjece = siteApps.find((app) => app.id === 'indjece');
if (!indjece) throw new Error('No INDJECE app');
const serverCli = createRequire(path.join(indjece.appDir, 'package.json')).resolve(
  '@journals/app-server/cli',
);

/** An API that answers every call 200 with a body that is not JSON. */
function garbageApi(): Server {
  return createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"archives": [');
  });
}

describe.each([
  ['down', false],
  ['answering garbage', true],
])("INDJECE's server log while its API is %s", (_name, garbage) => {
  let api: Server | undefined;
  let apiUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    if (garbage) {
      api = garbageApi();
      await new Promise<void>((resolve) => api?.listen(port, '127.0.0.1', resolve));
    }
    apiUrl = `http://127.0.0.1:${port}/indjece`;
  });

  afterAll(async () => {
    await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
  });

  it('has no stack trace for the pages, forwarder calls and files that fail', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [serverCli, indjece.appDir], {
      env: {
        ...userShell(),
        HOST: '127.0.0.1',
        PORT: String(port),
        API_BASE_URL: apiUrl,
        API_AUTHORIZATION: 'failure-logs-token',
        API_TIMEOUT_MS: '1000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
    });
    const exit = new Promise((resolve) => child.once('exit', resolve));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitForHttp(`${origin}/indjece/healthz`, 30_000);
      const paths = [
        '/indjece/',
        '/indjece/archives',
        '/indjece/archives/paperlist?volume=1&issue=1',
        '/indjece/archives/paper-details?paperid=1',
        '/indjece/current-issue',
        '/indjece/thesis',
        '/indjece/conference',
        '/indjece/blogs',
        '/indjece/editorial-board',
        '/indjece/topics',
        `/indjece${discoveryPaths.sitemap}`,
        `/indjece${discoveryPaths.feed('latest', 'rss')}`,
      ];
      const pages = await Promise.all(paths.map((page) => fetch(`${origin}${page}`)));
      const calls = await Promise.all(
        ['archiveYearListing', 'archivePaperListing', 'archiveSuggestions'].map((call) =>
          fetch(`${origin}/indjece/api/${call}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
        ),
      );
      // The home needs no API; every other page answers 503, and so do the sitemap and the feed.
      expect(pages.map((page) => page.status)).toEqual(
        paths.map((page, index) => (index === 0 ? 200 : 503)),
      );
      // The forwarder: a gateway error for a call it passed on, 400 for bodies the contract refuses.
      expect(calls.map((call) => call.status)).toEqual([garbage ? 502 : 504, 400, 400]);
      // Each failure is logged (waited for: the log is another process's), with no stack.
      await vi.waitFor(() => {
        for (const page of paths.slice(1, 10))
          expect(stderr).toContain(`API unavailable: GET ${page}: `);
        expect(stderr).toContain('The sitemap could not be built: ');
        expect(stderr).toContain('The feed could not be built: ');
      });
      expect(stackLines(stderr)).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exit;
    }
  }, 60_000);
});
