// nginx's page cache with the production config in front of a stand-in app server whose pages
// all say `public, s-maxage=60`: one that sets a cookie is never kept, one that does not is.
// (The real apps set no cookie; e2e/page-cache.crawler.e2e.spec.ts runs the rest against them.)
import { createServer, type Server } from 'node:http';
import { freePort } from '@journals/playwright-config/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteApps } from '../src/config.ts';
import { startNginx, type RunningNginx } from '../src/nginx-process.ts';

let app: Server;
let nginx: RunningNginx;

beforeAll(async () => {
  app = createServer((request, response) => {
    response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (request.url?.startsWith('/with-cookie')) response.setHeader('Set-Cookie', 'reader=1');
    response.end(`<p>${request.url}</p>`);
  });
  const appPort = await freePort();
  await new Promise<void>((resolve) => app.listen(appPort, '127.0.0.1', resolve));
  const upstreams = Object.fromEntries(siteApps.map(({ id }) => [id, [`127.0.0.1:${appPort}`]]));
  nginx = await startNginx({ port: await freePort(), upstreams });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => app?.close(resolve));
});

async function cacheStatuses(path: string, times: number): Promise<(string | null)[]> {
  const statuses: (string | null)[] = [];
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(`${nginx.url}${path}`);
    await response.text();
    statuses.push(response.headers.get('x-cache-status'));
  }
  return statuses;
}

describe('the page cache and cookies', () => {
  it('never keeps an answer that sets a cookie', async () => {
    expect(await cacheStatuses('/with-cookie', 3)).not.toContain('HIT');
  });

  it('keeps the same answer without a cookie', async () => {
    expect(await cacheStatuses('/without-cookie', 2)).toEqual(['MISS', 'HIT']);
  });
});
