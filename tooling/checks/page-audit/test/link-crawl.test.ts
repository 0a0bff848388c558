import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlLinks } from '../src/link-crawl.ts';
import { readDocument } from '../src/html.ts';

/** A small site: pages that link to each other and to what they load, some of it broken. */
const site: Record<string, { status?: number; body?: string; type?: string; location?: string }> = {
  '/': {
    body:
      '<link rel="stylesheet" href="/site.css"><a href="/papers#abstract">papers</a>' +
      '<a href="https://elsewhere.example/x">elsewhere</a><a href="/moved">moved</a>' +
      '<img src="/missing.png" srcset="/logo.png 1x, /logo-2x.png 2x">',
  },
  '/site.css': { type: 'text/css', body: 'p{}' },
  '/logo.png': { type: 'image/png', body: 'png' },
  '/logo-2x.png': { type: 'image/png', body: 'png' },
  '/papers': {
    body: '<h2 id="abstract">Abstract</h2><a href="/papers#references">refs</a><a href="/fails">x</a>',
  },
  '/moved': { status: 301, location: '/landing' },
  '/landing': { body: '<a href="/">home</a><script src="/app.js"></script>' },
  '/app.js': { type: 'text/javascript', body: '1' },
  '/fails': { status: 500, body: 'no' },
};

let server: Server;
let origin = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const page = site[request.url ?? ''];
    if (!page) return response.writeHead(404, { 'content-type': 'text/html' }).end('gone');
    if (page.location)
      return response.writeHead(page.status ?? 302, { location: page.location }).end();
    response.writeHead(page.status ?? 200, {
      'content-type': page.type ?? 'text/html; charset=utf-8',
    });
    response.end(page.type ? page.body : `<!DOCTYPE html><title>t</title>${page.body ?? ''}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('crawlLinks', () => {
  it('reads every page and file its links reach once, and names each broken link with its page', async () => {
    const crawl = await crawlLinks({ start: [`${origin}/`] });

    expect(crawl.broken.sort()).toEqual(
      [
        `404 ${origin}/missing.png (on ${origin}/)`,
        `500 ${origin}/fails (on ${origin}/papers)`,
        `#references names no element of ${origin}/papers (on ${origin}/papers)`,
      ].sort(),
    );
    // The redirect was followed to its page, whose links were read too.
    expect(crawl.statuses.get(`${origin}/moved`)).toBe(200);
    expect(crawl.statuses.get(`${origin}/app.js`)).toBe(200);
    expect([...crawl.pages.keys()].sort()).toEqual(
      [`${origin}/`, `${origin}/papers`, `${origin}/moved`, `${origin}/landing`].sort(),
    );
    expect(crawl.pages.get(`${origin}/papers`)?.html).toContain('id="abstract"');
    // Each address once, nothing of another origin.
    expect(asked.filter((url) => url === '/papers')).toHaveLength(1);
    expect(asked.filter((url) => url === '/').length).toBe(1);
    expect(asked).toContain('/logo-2x.png');
  });

  it('follows the links of the pages it is told to only', async () => {
    const crawl = await crawlLinks({
      start: [`${origin}/`],
      follow: (url) => url.pathname === '/',
    });
    expect(crawl.statuses.has(`${origin}/fails`)).toBe(false);
    expect(crawl.statuses.get(`${origin}/papers`)).toBe(200);
  });

  it('stops a crawl that goes on past its limit', async () => {
    await expect(crawlLinks({ start: [`${origin}/`], maxRequests: 3 })).rejects.toThrow(
      /more than 3 addresses/,
    );
  });
});

describe('readDocument', () => {
  it('gives what a page loads and where its fragments can point', () => {
    const document = readDocument(
      '<link rel="icon" href="/i.ico"><script src="/a.js"></script><img src="/b.png" srcset="/c.png 2x, /d.png 3x">' +
        '<picture><source srcset="/e.avif"></picture><a name="old">x</a><p id="new">y</p>',
    );
    expect(document.resources).toEqual([
      '/i.ico',
      '/a.js',
      '/b.png',
      '/c.png',
      '/d.png',
      '/e.avif',
    ]);
    expect([...document.anchors].sort()).toEqual(['new', 'old']);
  });
});
