import { describe, expect, it } from 'vitest';
import {
  blogSchema,
  conferenceCategorySchema,
  indexingPartnerSchema,
  memberSchema,
  normalizeBlog,
  normalizeConferenceCategory,
  normalizeIndexingPartner,
  normalizeMember,
  normalizeSuggestion,
  normalizeTopicGroup,
  suggestionSchema,
  topicGroupSchema,
} from '../src/index.ts';
import { blogBody, memberBody } from './fixtures/server-bodies.ts';

describe('content normalizers', () => {
  it.each<[string, () => unknown, unknown]>([
    [
      'a suggestion',
      () =>
        normalizeSuggestion(
          suggestionSchema.parse({ paper_id: 4, paper_title: 'T', paper_uniqueid: '' }),
        ),
      { id: '4', title: 'T', uniqueId: null },
    ],
    [
      'a conference category with numbers as strings',
      () =>
        normalizeConferenceCategory(
          conferenceCategorySchema.parse({
            id: '2',
            name: 'ICCE 2025',
            year: '2025',
            volume: '1',
            issue: '3',
          }),
        ),
      { id: 2, name: 'ICCE 2025', year: 2025, volume: 1, issue: 3 },
    ],
    [
      'an indexing partner',
      () =>
        normalizeIndexingPartner(
          indexingPartnerSchema.parse({
            indexing_id: 1,
            indexing_name: 'Crossref',
            indexing_url: '',
            indexing_image_url: 'http://127.0.0.1:4310/publisher/files/indexing/1.svg',
          }),
        ),
      {
        id: '1',
        name: 'Crossref',
        url: null,
        imageUrl: 'http://127.0.0.1:4310/publisher/files/indexing/1.svg',
      },
    ],
    [
      'a blog post, content sanitized',
      () => normalizeBlog(blogSchema.parse(blogBody)),
      {
        id: '5',
        slug: 'open-access-explained',
        title: 'Open Access, Explained',
        excerpt: 'Why open access matters.',
        contentHtml:
          '<h2>Why</h2><p>Because <a href="https://example.org/" rel="noopener noreferrer">reasons</a>.</p>',
        author: 'Editorial Office',
        publishedAt: '2025-01-10',
        tags: ['open-access', 'publishing'],
        imageUrl: null,
      },
    ],
    [
      'a blog post of a listing without content or tags',
      () => normalizeBlog(blogSchema.parse({ blog_id: 1, slug: 's', title: 'T', excerpt: null })),
      {
        id: '1',
        slug: 's',
        title: 'T',
        excerpt: '',
        contentHtml: '',
        author: null,
        publishedAt: null,
        tags: [],
        imageUrl: null,
      },
    ],
    [
      'a board member, bio sanitized and expertise split',
      () => normalizeMember(memberSchema.parse(memberBody)),
      {
        id: '11',
        slug: 'dr-a-kumar',
        name: 'Dr. A. Kumar',
        role: 'Editor-in-Chief',
        affiliation: 'Institute of Technology',
        country: 'India',
        expertise: ['Antennas', 'RF design'],
        bioHtml: '<p>Works on antennas.</p>',
        imageUrl: null,
        email: 'a.kumar@example.org',
      },
    ],
    [
      'a topic group, empty topics skipped',
      () =>
        normalizeTopicGroup(
          topicGroupSchema.parse({ category: 'Signals', topics: ['DSP', '', null] }),
        ),
      { category: 'Signals', topics: ['DSP'] },
    ],
  ])('%s', (_what, normalize, expected) => {
    expect(normalize()).toEqual(expected);
  });
});
