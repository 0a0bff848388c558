import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRoutes, walkFailures } from '../src/route-samples.ts';

/** A small site under /journal/: pages that link to each other, as the real apps do. */
const pages: Record<string, { status?: number; links?: string[]; location?: string }> = {
  '/journal/': {
    links: ['/journal/blogs', 'https://elsewhere.example/journal/blogs/x', '/other/'],
  },
  '/journal/blogs': { links: ['/journal/blogs/first-post#top', '/journal/blogs/second-post'] },
  '/journal/blogs/first-post': { links: ['/journal/tag/signals'] },
  '/journal/blogs/second-post': {},
  '/journal/tag/signals': { links: ['/journal/editorial-board/gone'] },
  '/journal/archives/paperlist': { status: 302, location: '/journal/archives' },
  '/journal/archives': {
    links: [
      '/journal/archives/paperlist',
      '/journal/archives/paperlist?year=2025&volume=1&issue=2',
    ],
  },
  '/journal/archives/paperlist?year=2025&volume=1&issue=2': {},
  '/journal/orphan': { status: 500 },
};

let server: Server;
let origin = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const page = pages[request.url ?? ''];
    if (!page) return response.writeHead(404).end();
    if (page.location)
      return response.writeHead(page.status ?? 302, { location: page.location }).end();
    response.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
    const anchors = (page.links ?? []).map((href) => `<a href="${href}">link</a>`).join('');
    response.end(
      `<!DOCTYPE html><html><head><title>t</title></head><body>${anchors}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sampleRoutes', () => {
  it('finds a page for every route by following links, and names the routes it could not', async () => {
    const { samples, pages, missing } = await sampleRoutes({
      origin,
      prefix: '/journal/',
      routes: [
        '/',
        '/blogs',
        '/blogs/:slug',
        '/tag/:slug',
        '/archives',
        '/archives/paperlist',
        '/orphan',
        '/editorial-board/:slug',
        '/*',
      ],
    });

    expect(Object.fromEntries(samples)).toEqual({
      '/': `${origin}/journal/`,
      '/blogs': `${origin}/journal/blogs`,
      '/blogs/:slug': `${origin}/journal/blogs/first-post`,
      '/tag/:slug': `${origin}/journal/tag/signals`,
      '/archives': `${origin}/journal/archives`,
      '/archives/paperlist': `${origin}/journal/archives/paperlist?year=2025&volume=1&issue=2`,
    });
    expect(missing).toEqual(['/orphan', '/editorial-board/:slug']);
    // Each sample's page as it was read, for the checks of a served page.
    expect([...pages.keys()].sort()).toEqual([...samples.values()].sort());
    const blog = pages.get(`${origin}/journal/blogs`);
    expect(blog?.status).toBe(200);
    expect(blog?.headers.get('content-type')).toContain('text/html');
    expect(blog?.html).toContain('href="/journal/blogs/first-post#top"');
  });

  it('reads no second page of a route it has sampled, nor any page of another site', () => {
    expect(asked).not.toContain('/journal/blogs/second-post');
    expect(asked).not.toContain('/other/');
  });
});

describe('walkFailures', () => {
  const routes = ['/', '/blogs', '/blogs/:slug', '/tag/:slug', '/archives', '/archives/paperlist'];

  it('names every seed that answered anything but 200, a redirect included', async () => {
    const walk = await sampleRoutes({
      origin,
      prefix: '/journal/',
      routes: [...routes, '/orphan'],
    });
    expect(walk.seeds).toContain(`${origin}/journal/archives/paperlist`);
    expect(walkFailures(walk)).toEqual([
      `302 ${origin}/journal/archives/paperlist (seed)`,
      `500 ${origin}/journal/orphan (seed)`,
    ]);
  });

  it('holds links to 200 or a redirect, and asks a linked-only route only by its links', async () => {
    const walk = await sampleRoutes({
      origin,
      prefix: '/journal/',
      routes: [...routes, '/editorial-board/:slug'],
      linkedOnly: ['/archives/paperlist'],
    });
    expect(walk.seeds).not.toContain(`${origin}/journal/archives/paperlist`);
    expect(walk.visited.get(`${origin}/journal/archives/paperlist`)).toBe(302);
    expect(walk.samples.get('/archives/paperlist')).toBe(
      `${origin}/journal/archives/paperlist?year=2025&volume=1&issue=2`,
    );
    expect(walkFailures(walk)).toEqual([`404 ${origin}/journal/editorial-board/gone`]);
  });
});
