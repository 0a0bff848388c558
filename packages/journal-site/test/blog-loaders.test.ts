// @vitest-environment node
// A blog post has one address, /blogs/:slug: the spec's /tag/:slug moves there permanently, and
// the posts of a tag are listed at /blogs/tag/:slug.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tagHref } from '../src/routes/pages/blog/blog-links.ts';
import { loader as postLoader } from '../src/routes/pages/blog-post.server.ts';
import { loader as tagLoader } from '../src/routes/pages/blog-tag.server.ts';
import {
  loaderArgs,
  startApi,
  statusOf,
  thrownBy,
  pointAppAtApi,
  type ApiHarness,
} from './papers/loader-harness.ts';
import { journalPath, site } from './site.ts';

let harness: ApiHarness;
let post: { slug: string; title: string; tags: string[] };

beforeAll(async () => {
  harness = await startApi(site);
  const posts = await harness.client.blogs();
  post = posts.find((candidate) => candidate.tags.length > 0)!;
});

afterAll(async () => {
  await harness.stop();
});

beforeEach(() => {
  pointAppAtApi(site, harness.api.url);
});

function withSlug(address: string, slug: string) {
  return { ...loaderArgs(address), params: { slug } };
}

describe('a blog post', () => {
  it('is served at /blogs/:slug', async () => {
    const data = await postLoader(withSlug(`${journalPath}/blogs/${post.slug}`, post.slug));

    expect(data.post.title).toBe(post.title);
  });

  it('moves permanently from /tag/:slug to /blogs/:slug', async () => {
    const thrown = await thrownBy(() =>
      postLoader(withSlug(`${journalPath}/tag/${post.slug}`, post.slug)),
    );

    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe(`/blogs/${post.slug}`);
  });

  it.each([`${journalPath}/tag/no-such-post`, `${journalPath}/blogs/no-such-post`])(
    'is the 404 page for an unknown slug at %s',
    async (address) => {
      const thrown = await thrownBy(() => postLoader(withSlug(address, 'no-such-post')));

      expect(statusOf(thrown)).toBe(404);
    },
  );
});

describe('a tag', () => {
  it('lists its posts at /blogs/tag/:slug', async () => {
    const href = tagHref(post.tags[0]!);
    expect(href).toMatch(/^\/blogs\/tag\/[a-z0-9-]+$/);
    const slug = href.split('/').at(-1)!;

    const data = await tagLoader(withSlug(`${journalPath}${href}`, slug));

    expect(data.tag).toBe(post.tags[0]);
    expect(data.posts.map((listed) => listed.slug)).toContain(post.slug);
  });
});
