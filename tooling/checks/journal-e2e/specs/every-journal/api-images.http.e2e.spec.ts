// Images of the API's files (blog pictures, board portraits) come from the journal's own origin,
// under its prefix: a reader's browser never asks the API's address, which may be an internal
// one. The image answers are sandboxed (an SVG opened on its own runs nothing), and the /files
// route serves nothing but the journal's PDFs and images.
import { expect, test } from '../../src/fixtures.ts';
import { firstMember, taggedPost } from '../../src/api-items.ts';

/** The `src` of every <img> of a page's server HTML. */
async function imageSources(url: string): Promise<string[]> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
}

test("a blog post's and a board member's images are served under the journal's prefix", async ({
  site,
}) => {
  const post = await taggedPost();
  const member = await firstMember();
  const pages = [
    site.url(`blogs/${post.slug}`),
    site.url('blogs'),
    site.url(`editorial-board/${member.slug}`),
  ];
  for (const page of pages) {
    const sources = await imageSources(page);
    expect(sources.length, page).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, page).toMatch(
        new RegExp(`^${site.prefix}files/(blogs|members)/[\\w-]+\\.svg$`),
      );
      const image = await fetch(new URL(source, site.origin));
      expect(image.status, source).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toContain('sandbox');
      expect((await image.text()).startsWith('<svg')).toBe(true);
    }
  }
});

test('the files route serves only PDFs and images of known folders, nothing beyond them', async ({
  site,
}) => {
  for (const path of [
    'files/blogs/1.exe',
    'files/blogs/..%2F..%2Fpapers%2F1.pdf',
    'files/secrets/1.svg',
    'files/blogs/1.svg/more',
    'files/papers/1.svg',
  ]) {
    expect((await fetch(site.url(path))).status, path).toBe(404);
  }
});
