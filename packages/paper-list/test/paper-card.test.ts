import { describe, expect, it } from 'vitest';
import {
  formatAuthors,
  monthName,
  paperCardFigures,
  paperDetailsHref,
  paperSlug,
  parsePaperDetailsQuery,
  publishedOnline,
  webSearchUrl,
} from '../src/model/index.ts';

describe('the title slug of a details link', () => {
  it.each([
    ['Deep Learning for Power Systems', 'deep-learning-for-power-systems'],
    ['  A 5G / IoT Study: Part-II!  ', 'a-5g-iot-study-part-ii'],
    ['--Already--hyphenated--', 'already-hyphenated'],
    ['Résumé of Ångström-scale Devices', 'resume-of-angstrom-scale-devices'],
    ['C++ & C# (2025)', 'c-c-2025'],
    ['!!!', ''],
    ['', ''],
  ])('%j is %j', (title, slug) => {
    expect(paperSlug(title)).toBe(slug);
  });
});

describe('the details link of a paper', () => {
  const paper = { id: '42', title: 'Smart Grid: A Survey' };

  it.each([
    ['archives', undefined, '/archives/paper-details?paperid=42&papertitle=smart-grid-a-survey'],
    [
      'current-issue',
      'FullArticle',
      '/current-issue/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=FullArticle',
    ],
    [
      'thesis',
      'References',
      '/thesis/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=References',
    ],
    [
      'conference',
      'FullArticle',
      '/conference/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=FullArticle',
    ],
  ] as const)('%s, section %s: %s', (variant, section, href) => {
    expect(paperDetailsHref(variant, paper, section)).toBe(href);
  });

  it.each([
    [
      'paperid=42&papertitle=smart-grid&section=FullArticle',
      { paperId: '42', titleSlug: 'smart-grid', section: 'FullArticle' },
    ],
    ['paperid=42&section=References', { paperId: '42', titleSlug: '', section: 'References' }],
    ['paperid=IJ-2025_7&section=Abstract', { paperId: 'IJ-2025_7', titleSlug: '', section: null }],
    ['paperid=%2042%20', { paperId: '42', titleSlug: '', section: null }],
    ['papertitle=smart-grid', null],
    ['paperid=', null],
    ['paperid=42%3Bdrop', null],
    [`paperid=${'9'.repeat(65)}`, null],
  ])('%s reads as %j', (text, expected) => {
    expect(parsePaperDetailsQuery(new URLSearchParams(text))).toEqual(expected);
  });

  it('reads back the link it makes', () => {
    const href = paperDetailsHref('archives', paper, 'References');
    const query = new URL(href, 'https://journal.example/').searchParams;
    expect(parsePaperDetailsQuery(query)).toEqual({
      paperId: '42',
      titleSlug: 'smart-grid-a-survey',
      section: 'References',
    });
  });
});

describe('the authors of a card', () => {
  it.each([
    [['A. Kumar', 'B. Devi', 'C. Rao'], 'A. Kumar, B. Devi, C. Rao'],
    [['A. Kumar', '', 'C. Rao', null, '  ', undefined], 'A. Kumar, C. Rao'],
    [[' A. Kumar '], 'A. Kumar'],
    [[], ''],
    [['', null], ''],
  ])('%j read %j', (authors, text) => {
    expect(formatAuthors(authors)).toBe(text);
  });
});

describe('the month of a card', () => {
  it.each([
    ['March', 'March'],
    ['march', 'March'],
    ['MAR', 'March'],
    ['Mar.', 'March'],
    ['3', 'March'],
    ['03', 'March'],
    ['12', 'December'],
    ['Sept', 'September'],
    ['jun', 'June'],
    ['Ma', 'Ma'],
    ['Spring', 'Spring'],
    ['13', null],
    ['0', null],
    ['  ', null],
    [null, null],
  ])('%j is %j', (month, name) => {
    expect(monthName(month)).toBe(name);
  });
});

describe('Published Online', () => {
  it.each([
    [{ month: 'March', year: 2025, updatedAt: null }, 'March 2025'],
    [{ month: '4', year: 2025, updatedAt: '2025-09-01T00:00:00Z' }, 'April 2025'],
    [{ month: null, year: 2025, updatedAt: '2025-09-14T10:00:00Z' }, 'September 2025'],
    // Without a zone a timestamp is UTC, whatever the machine's zone (the tests run at UTC+14).
    [{ month: 'May', year: null, updatedAt: '2024-12-01' }, 'December 2024'],
    [{ month: '', year: 2025, updatedAt: '2025-03-01 00:30:00' }, 'March 2025'],
    [{ month: '', year: 2025, updatedAt: '2025-03-01T00:30' }, 'March 2025'],
    // A zone is honoured: this instant is already February in UTC.
    [{ month: null, year: null, updatedAt: '2025-01-31T23:30:00-05:00' }, 'February 2025'],
    [{ month: null, year: null, updatedAt: 'not a date' }, null],
    [{ month: null, year: null, updatedAt: '2025-13-01' }, null],
    [{ month: null, year: null, updatedAt: null }, null],
  ])('%j reads %j', (paper, text) => {
    expect(publishedOnline(paper)).toBe(text);
  });
});

describe('the other card parts', () => {
  it.each([
    ['Deep Learning', 'https://www.google.com/search?q=Deep+Learning'],
    ['  C++ & 5G: 100% ', 'https://www.google.com/search?q=C%2B%2B+%26+5G%3A+100%25'],
  ])('searches the web for %j at %s', (title, url) => {
    expect(webSearchUrl(title)).toBe(url);
    expect(new URL(url).searchParams.get('q')).toBe(title.trim());
  });

  it('shows fixed figures: 50 Views and 0 CrossRef Citations', () => {
    expect(paperCardFigures).toEqual({
      views: 50,
      crossRefCitations: 0,
      viewsText: '50 Views',
      crossRefCitationsText: '0 CrossRef Citations',
    });
  });
});
