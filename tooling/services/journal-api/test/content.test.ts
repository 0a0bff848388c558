import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('the publisher base', () => {
  it('lists eight indexing partners whose logos the server serves as SVG', async () => {
    const { indexingList } = await server.call('publisher', 'indexfetch');

    expect(indexingList).toHaveLength(8);
    for (const partner of indexingList) {
      expect(partner.indexing_url).toMatch(/^https:\/\//);
      expect(partner.indexing_image_url).toBe(
        `${server.url}/publisher/files/indexing/${partner.indexing_id}.svg`,
      );
      const logo = await fetch(partner.indexing_image_url);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(await logo.text()).toContain(
        `<title>${partner.indexing_name.replaceAll('&', '&amp;')}</title>`,
      );
    }
  });

  it.each(['archiveYearListing', 'blogListing', 'searchArchive'])(
    'does not answer the journal call %s',
    async (call) => {
      const answer = await server.post(`/publisher/${call}`, {});

      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ error: 'not_found' });
    },
  );
});

describe.each(['indjeee', 'indjece'])('the content of %s', (journal) => {
  it('lists at least six blog posts, newest first, with tags, HTML content and a cover', async () => {
    const { blogs } = await server.call(journal, 'blogListing');

    expect(blogs.length).toBeGreaterThanOrEqual(6);
    const dates = blogs.map((blog) => blog.published_at ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const blog of blogs) {
      expect(blog.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(blog.tags.length).toBeGreaterThan(0);
      expect(blog.content).toMatch(/^<(p|h2|ul)>/);
      expect(blog.content).not.toContain('{journal}');
      expect(blog.image_url).toBe(`${server.url}/${journal}/files/blogs/${blog.blog_id}.svg`);
    }
    expect(blogs.some((blog) => blog.content.includes(journal.toUpperCase()))).toBe(true);
    const cover = await fetch(blogs[0]?.image_url ?? '');
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('gives a blog post by slug and the posts of a tag by its slug', async () => {
    const { blogs } = await server.call(journal, 'blogListing');
    const post = blogs.find((blog) => blog.tags.includes('Author Guidance'));
    if (!post) throw new Error('no post tagged Author Guidance');

    const { blog } = await server.call(journal, 'blogDetails', { slug: post.slug.toUpperCase() });
    const tagged = await server.call(journal, 'blogsByTag', { tag: 'author-guidance' });
    const untagged = await server.call(journal, 'blogsByTag', { tag: 'no-such-tag' });
    const missing = await server.post(`/${journal}/blogDetails`, { slug: 'no-such-post' });

    expect(blog).toEqual(post);
    expect(tagged.blogs.map((item) => item.slug)).toContain(post.slug);
    expect(tagged.blogs.every((item) => item.tags.includes('Author Guidance'))).toBe(true);
    expect(untagged.blogs).toEqual([]);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('slug'),
    });
  });

  it('lists an editorial board of at least ten with one Editor-in-Chief', async () => {
    const { members } = await server.call(journal, 'editorialBoardListing');

    expect(members.length).toBeGreaterThanOrEqual(10);
    expect(members.filter((member) => member.role === 'Editor-in-Chief')).toHaveLength(1);
    expect(members[0]?.role).toBe('Editor-in-Chief');
    expect(members.some((member) => member.role === 'Associate Editor')).toBe(true);
    expect(members.some((member) => member.role === 'Reviewer')).toBe(true);
    expect(new Set(members.map((member) => member.slug)).size).toBe(members.length);
    for (const member of members) {
      expect(member.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(member.affiliation).not.toBeNull();
      expect(member.expertise.length).toBeGreaterThan(0);
      expect(member.bio).toContain('<p>');
    }
  });

  it('gives a board member by slug', async () => {
    const { members } = await server.call(journal, 'editorialBoardListing');
    const chosen = members[3];

    const { member } = await server.call(journal, 'editorialMemberDetails', { slug: chosen?.slug });
    const portrait = await fetch(member.image_url ?? '');
    const missing = await server.post(`/${journal}/editorialMemberDetails`, {
      slug: 'nobody-here',
    });

    expect(member).toEqual(chosen);
    expect(portrait.status).toBe(200);
    expect(missing.status).toBe(404);
  });

  it('lists topics grouped by category', async () => {
    const { topics } = await server.call(journal, 'topicsListing');

    expect(topics.length).toBeGreaterThanOrEqual(4);
    for (const group of topics) expect(group.topics.length).toBeGreaterThanOrEqual(4);
  });
});

describe('file URLs', () => {
  it('are built from the public base URL when one is given', async () => {
    const behindProxy = await startTestServer({ publicBaseUrl: 'https://journals.example/api/' });
    try {
      const { indexingList } = await behindProxy.call('publisher', 'indexfetch');
      const { blogs } = await behindProxy.call('indjece', 'blogListing');

      expect(indexingList[0]?.indexing_image_url).toBe(
        'https://journals.example/api/publisher/files/indexing/1.svg',
      );
      expect(blogs[0]?.image_url).toMatch(
        /^https:\/\/journals\.example\/api\/indjece\/files\/blogs\/\d+\.svg$/,
      );
    } finally {
      await behindProxy.close();
    }
  });
});
