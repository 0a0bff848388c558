// @vitest-environment node
// The feeds over an API in memory: which papers each feed carries (the latest 20, newest issues
// first; every paper of the current issue), their abstracts from the details, and the feed
// documents: the journal's title, description, addresses and dates, and each item's lead.
import { siteConfigs } from '@journals/site-config';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  feedNames,
  feedPapers,
  latestCount,
  type FeedPaper,
} from '../src/feeds/feed-papers.server.ts';
import { feedContentTypes, journalFeed } from '../src/feeds/journal-feed.server.ts';
import { details, fakeJournalApi, paper, papers } from './fake-journal-api.ts';

const site = siteConfigs.indjece;
const origin = 'https://journals.example';

const ids = (found: FeedPaper[]) => found.map((entry) => entry.summary.id);

describe('the papers of the feeds', () => {
  it(`the latest feed takes ${latestCount} papers, from the newest issue back`, async () => {
    const api = fakeJournalApi({
      issues: [
        { year: 2024, volume: 1, issue: 1, papers: papers('old', 5) },
        { year: 2025, volume: 2, issue: 1, papers: papers('c', 10) },
        { year: 2025, volume: 2, issue: 2, papers: papers('b', 8) },
        { year: 2025, volume: 3, issue: 1, papers: papers('a', 3) },
      ],
    });

    const { slot, papers: found } = await feedPapers(api.client, 'latest');

    expect(latestCount).toBe(20);
    expect(slot).toEqual({ year: 2025, volume: 3, issue: 1 });
    expect(ids(found)).toEqual([
      ...['a1', 'a2', 'a3'],
      ...['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'],
      ...['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'],
    ]);
    // Each issue is asked for what is still missing, and the oldest issue not at all.
    expect(api.callsOf('archivePaperListing')).toEqual([
      { year: 2025, volume: 3, issue: 1, page: 1, per_page: 100 },
      { year: 2025, volume: 2, issue: 2, page: 1, per_page: 100 },
      { year: 2025, volume: 2, issue: 1, page: 1, per_page: 100 },
    ]);
  });

  it('the latest feed goes back over the years until it has its papers', async () => {
    const api = fakeJournalApi({
      issues: [
        { year: 2024, volume: 1, issue: 2, papers: papers('b', 30) },
        { year: 2025, volume: 2, issue: 1, papers: papers('a', 4) },
      ],
    });

    const { papers: found } = await feedPapers(api.client, 'latest');

    expect(ids(found)).toEqual([
      ...papers('a', 4).map((entry) => entry.id),
      ...papers('b', 16).map((entry) => entry.id),
    ]);
  });

  it('the latest feed takes what there is when the journal has fewer papers', async () => {
    const api = fakeJournalApi({
      issues: [
        { year: 2024, volume: 1, issue: 1, papers: papers('b', 2) },
        { year: 2024, volume: 1, issue: 2, papers: [] },
        { year: 2025, volume: 2, issue: 1, papers: papers('a', 1) },
      ],
    });

    expect(ids((await feedPapers(api.client, 'latest')).papers)).toEqual(['a1', 'b1', 'b2']);
  });

  it('the current-issue feed takes every paper of the current issue, page by page', async () => {
    const api = fakeJournalApi({
      issues: [
        { year: 2025, volume: 2, issue: 1, papers: papers('p', 3) },
        { year: 2025, volume: 2, issue: 2, papers: papers('c', 230) },
      ],
    });

    const { slot, papers: found } = await feedPapers(api.client, 'current-issue');

    expect(slot).toEqual({ year: 2025, volume: 2, issue: 2 });
    expect(ids(found)).toEqual(papers('c', 230).map((entry) => entry.id));
    expect(api.callsOf('archivePaperListing').map((body) => body.page)).toEqual([1, 2, 3]);
  });

  it('the current-issue feed stops at an empty page, whatever page count the API gave', async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2025, volume: 2, issue: 2, papers: papers('c', 100) }],
      extraPages: 5,
    });

    const { papers: found } = await feedPapers(api.client, 'current-issue');

    expect(found).toHaveLength(100);
    expect(api.callsOf('archivePaperListing').map((body) => body.page)).toEqual([1, 2]);
  });

  it('the current-issue feed carries at most 500 papers', async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2025, volume: 2, issue: 2, papers: papers('c', 650) }],
    });
    api.client.paperDetails = async () => null;

    const { papers: found } = await feedPapers(api.client, 'current-issue');

    expect(ids(found)).toEqual(papers('c', 500).map((entry) => entry.id));
    expect(api.callsOf('archivePaperListing').map((body) => body.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a journal without issues has no papers to feed', async () => {
    const api = fakeJournalApi({});

    for (const feed of feedNames) {
      expect(await feedPapers(api.client, feed)).toEqual({ slot: null, papers: [] });
    }
    expect(api.callsOf('archivePaperListing')).toEqual([]);
  });

  it("gives each paper its abstract as plain text, cut to a paragraph, '' without one", async () => {
    const listed = [paper('a1'), paper('a2'), paper('a3'), paper('gone')];
    const api = fakeJournalApi({ issues: [{ year: 2025, volume: 1, issue: 1, papers: listed }] });
    const abstracts: Record<string, string> = {
      a1: '<p>Signal &amp; <em>noise</em>.</p>',
      a2: `<p>${'word '.repeat(200)}</p>`,
    };
    api.client.paperDetails = async ({ paperId }) => {
      // The details of 'gone' cannot be read; a3 has none to give (the API refused it).
      if (paperId === 'gone') throw new Error('API down');
      const abstract = abstracts[String(paperId)];
      return abstract === undefined ? null : details(paper(String(paperId)), { abstract });
    };

    const found = (await feedPapers(api.client, 'current-issue')).papers;

    expect(found.map((entry) => entry.abstract)).toEqual([
      'Signal & noise.',
      `${'word '.repeat(118)}word…`,
      '',
      '',
    ]);
  });

  it('asks for the details of four papers at a time, each once', async () => {
    const listed = papers('p', 10);
    const api = fakeJournalApi({ issues: [{ year: 2025, volume: 1, issue: 1, papers: listed }] });
    const asked: string[] = [];
    let open = 0;
    let mostOpen = 0;
    api.client.paperDetails = async ({ paperId }) => {
      asked.push(String(paperId));
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      open -= 1;
      return null;
    };

    const found = (await feedPapers(api.client, 'current-issue')).papers;

    expect(ids(found)).toEqual(listed.map((entry) => entry.id));
    expect(asked).toEqual(listed.map((entry) => entry.id));
    expect(mostOpen).toBe(4);
  });
});

describe('the feed documents', () => {
  const article = paper('7', {
    title: 'Channel Estimation',
    year: 2026,
    volume: 3,
    issue: 5,
    pages: '1-9',
    updatedAt: '2026-02-03 04:05:06',
    authors: ['A. Rao', 'B. Sen'],
  });

  it('name the journal, its addresses and its licence', () => {
    const feed = journalFeed(site, origin, 'latest', { slot: null, papers: [] });

    expect(feed.options).toEqual({
      id: 'https://journals.example/indjece/feeds/latest.atom',
      title: 'INDJECE: latest papers',
      description:
        'The latest papers published in Indian Journal of Electronics and Communication Engineering.',
      link: 'https://journals.example/indjece/',
      language: 'en',
      image: 'https://journals.example/indjece/share-image.png',
      favicon: 'https://journals.example/indjece/favicon.ico',
      copyright:
        'Articles © their authors, published under Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International (https://creativecommons.org/licenses/by-nc-nd/4.0/).',
      // A feed without papers is as old as the journal.
      updated: new Date('2024-01-01T00:00:00Z'),
      generator: 'IND Journals',
      feedLinks: {
        rss: 'https://journals.example/indjece/feeds/latest.rss',
        atom: 'https://journals.example/indjece/feeds/latest.atom',
      },
      author: { name: 'IND Journals', link: 'https://journals.example/indjece/' },
    });
  });

  it('describe the current issue by its heading, and are updated with their newest paper', () => {
    const feed = journalFeed(site, origin, 'current-issue', {
      slot: { year: 2026, volume: 3, issue: 5 },
      papers: [
        { summary: paper('1', { updatedAt: '2026-01-01T00:00:00Z' }), abstract: '' },
        { summary: article, abstract: '' },
        { summary: paper('2', { updatedAt: null }), abstract: '' },
      ],
    });

    expect(feed.options.id).toBe('https://journals.example/indjece/feeds/current-issue.atom');
    expect(feed.options.title).toBe('INDJECE: current issue');
    expect(feed.options.description).toBe(
      'The papers of Volume 3, Issue 5 (2026) of Indian Journal of Electronics and Communication Engineering.',
    );
    expect(feed.options.feedLinks).toEqual({
      rss: 'https://journals.example/indjece/feeds/current-issue.rss',
      atom: 'https://journals.example/indjece/feeds/current-issue.atom',
    });
    expect(feed.options.updated).toEqual(new Date('2026-02-03T04:05:06Z'));
  });

  it('describe the latest feed as the latest papers, whatever the current issue', () => {
    const feed = journalFeed(site, origin, 'latest', {
      slot: { year: 2026, volume: 3, issue: 5 },
      papers: [],
    });

    expect(feed.options.description).toBe(
      'The latest papers published in Indian Journal of Electronics and Communication Engineering.',
    );
  });

  it('describe the current-issue feed of a journal without issues as its latest papers', () => {
    const feed = journalFeed(site, origin, 'current-issue', { slot: null, papers: [] });

    expect(feed.options.description).toBe(
      'The latest papers published in Indian Journal of Electronics and Communication Engineering.',
    );
  });

  it('give each paper its page, date, authors, and its issue, pages and abstract as description', () => {
    const feed = journalFeed(site, origin, 'latest', {
      slot: null,
      papers: [
        { summary: article, abstract: 'What it found.' },
        { summary: paper('8', { year: 2026, volume: 3, issue: null }), abstract: 'Only this.' },
        { summary: paper('9', { pages: '4' }), abstract: '' },
        { summary: paper('10'), abstract: '' },
      ],
    });

    expect(feed.items).toEqual([
      {
        title: 'Channel Estimation',
        id: 'https://journals.example/indjece/archives/paper-details?paperid=7&papertitle=channel-estimation',
        link: 'https://journals.example/indjece/archives/paper-details?paperid=7&papertitle=channel-estimation',
        date: new Date('2026-02-03T04:05:06Z'),
        description: 'Volume 3, Issue 5 (2026), pages 1-9. What it found.',
        author: [{ name: 'A. Rao' }, { name: 'B. Sen' }],
      },
      {
        title: 'Paper 8',
        id: 'https://journals.example/indjece/archives/paper-details?paperid=8&papertitle=paper-8',
        link: 'https://journals.example/indjece/archives/paper-details?paperid=8&papertitle=paper-8',
        date: new Date('2024-01-01T00:00:00Z'),
        description: 'Only this.',
        author: [{ name: 'A. Author' }],
      },
      {
        title: 'Paper 9',
        id: 'https://journals.example/indjece/archives/paper-details?paperid=9&papertitle=paper-9',
        link: 'https://journals.example/indjece/archives/paper-details?paperid=9&papertitle=paper-9',
        date: new Date('2024-01-01T00:00:00Z'),
        description: 'pages 4',
        author: [{ name: 'A. Author' }],
      },
      {
        title: 'Paper 10',
        id: 'https://journals.example/indjece/archives/paper-details?paperid=10&papertitle=paper-10',
        link: 'https://journals.example/indjece/archives/paper-details?paperid=10&papertitle=paper-10',
        date: new Date('2024-01-01T00:00:00Z'),
        description: '',
        author: [{ name: 'A. Author' }],
      },
    ]);
  });

  it('leave out the issue of a paper that lacks its year or volume', () => {
    const feed = journalFeed(site, origin, 'latest', {
      slot: null,
      papers: [
        { summary: paper('1', { year: null, volume: 3, issue: 5 }), abstract: 'A.' },
        { summary: paper('2', { year: 2026, volume: null, issue: 5 }), abstract: 'B.' },
      ],
    });

    expect(feed.items.map((item) => item.description)).toEqual(['A.', 'B.']);
  });

  it('are written as RSS 2.0 and Atom 1.0 with their own content types', () => {
    const feed = journalFeed(site, origin, 'latest', {
      slot: null,
      papers: [{ summary: article, abstract: 'What it found.' }],
    });
    const parser = new XMLParser({ ignoreAttributes: false });
    const rss = parser.parse(feed.rss2()).rss.channel;
    const atom = parser.parse(feed.atom1()).feed;

    expect(rss.item.link).toBe(
      'https://journals.example/indjece/archives/paper-details?paperid=7&papertitle=channel-estimation',
    );
    expect(rss.item.pubDate).toBe('Tue, 03 Feb 2026 04:05:06 GMT');
    expect(atom.entry.updated).toBe('2026-02-03T04:05:06.000Z');
    expect(atom.entry.summary['#text']).toBe('Volume 3, Issue 5 (2026), pages 1-9. What it found.');
    expect(feedContentTypes).toEqual({
      rss: 'application/rss+xml; charset=utf-8',
      atom: 'application/atom+xml; charset=utf-8',
    });
  });
});
