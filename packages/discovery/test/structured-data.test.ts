// @vitest-environment node
// The JSON-LD of the journal and its papers: the Periodical with its ISSNs and publisher, each
// kind of record as schema.org types it (an article in its issue, volume and journal; a thesis
// with its institution), and the breadcrumbs of a details page.
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { paperBreadcrumbs } from '../src/structured-data/paper-breadcrumbs.ts';
import {
  periodical,
  periodicalJsonLd,
  publisherOrganization,
} from '../src/structured-data/periodical.ts';
import { scholarlyArticleJsonLd } from '../src/structured-data/scholarly-article.ts';
import { details, paper } from './fake-journal-api.ts';

const site = siteConfigs.indjece;
const origin = 'https://journals.example';
const pageUrl = 'https://journals.example/indjece/archives/paper-details?paperid=7';
const pdfUrl = 'https://journals.example/indjece/files/papers/7.pdf';

const publisher = {
  '@type': 'Organization',
  name: 'IND Journals',
  url: 'https://journals.example/',
};
const journal = {
  '@type': 'Periodical',
  '@id': 'https://journals.example/indjece/#periodical',
  name: 'Indian Journal of Electronics and Communication Engineering',
  alternateName: 'INDJECE',
  issn: ['9999-0032', '9999-0040'],
  url: 'https://journals.example/indjece/',
  publisher,
  inLanguage: 'en',
  license: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  isAccessibleForFree: true,
  startDate: '2024',
  about: 'electronics and communication engineering',
};

describe('the journal', () => {
  it('is a Periodical with both ISSNs, its publisher and its licence', () => {
    expect(publisherOrganization(site, origin)).toEqual(publisher);
    expect(periodical(site, origin)).toEqual(journal);
    expect(periodicalJsonLd(site, origin)).toEqual({
      '@context': 'https://schema.org',
      ...journal,
    });
  });
});

describe('a paper', () => {
  const summary = paper('7', {
    title: 'Channel Estimation',
    authors: ['A. Rao', 'B. Sen'],
    year: 2025,
    month: 'March',
    volume: 2,
    issue: 3,
    pages: '1-9',
    updatedAt: '2025-04-01T10:00:00Z',
  });
  const full = details(summary, {
    abstract: '<p>Signal &amp; <em>noise</em>.</p>',
    doi: '10.5555/x.7',
    createdTime: '2025-03-14',
    firstPage: '1',
    lastPage: '9',
    institution: 'IIT Madras',
    degree: 'Ph.D.',
  });
  const common = {
    '@context': 'https://schema.org',
    '@id': pageUrl,
    name: 'Channel Estimation',
    headline: 'Channel Estimation',
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: [
      { '@type': 'Person', name: 'A. Rao' },
      { '@type': 'Person', name: 'B. Sen' },
    ],
    inLanguage: 'en',
    license: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
    isAccessibleForFree: true,
    datePublished: '2025-03-14',
    dateModified: '2025-04-01T10:00:00Z',
    abstract: 'Signal & noise.',
    sameAs: 'https://doi.org/10.5555/x.7',
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5555/x.7' },
    encoding: { '@type': 'MediaObject', contentUrl: pdfUrl, encodingFormat: 'application/pdf' },
  };

  it('is a ScholarlyArticle in its issue, its volume and the journal', () => {
    expect(
      scholarlyArticleJsonLd({ site, details: full, kind: 'article', origin, pageUrl, pdfUrl }),
    ).toEqual({
      ...common,
      '@type': 'ScholarlyArticle',
      pageStart: '1',
      pageEnd: '9',
      pagination: '1-9',
      publisher,
      isPartOf: {
        '@type': 'PublicationIssue',
        issueNumber: '3',
        datePublished: '2025',
        isPartOf: { '@type': 'PublicationVolume', volumeNumber: '2', isPartOf: journal },
      },
    });
  });

  it('is part of the journal alone without a volume, and of its volume without an issue', () => {
    const partOf = (fields: Partial<typeof full>) =>
      scholarlyArticleJsonLd({
        site,
        details: { ...full, ...fields },
        kind: 'article',
        origin,
        pageUrl,
        pdfUrl,
      }).isPartOf;

    expect(partOf({ volume: null })).toEqual(journal);
    expect(partOf({ issue: null })).toEqual({
      '@type': 'PublicationVolume',
      volumeNumber: '2',
      isPartOf: journal,
    });
    expect(partOf({ year: null })).toEqual({
      '@type': 'PublicationIssue',
      issueNumber: '3',
      isPartOf: { '@type': 'PublicationVolume', volumeNumber: '2', isPartOf: journal },
    });
  });

  it('is a ScholarlyArticle of the journal when it is a conference paper', () => {
    expect(
      scholarlyArticleJsonLd({ site, details: full, kind: 'conference', origin, pageUrl, pdfUrl }),
    ).toEqual({
      ...common,
      '@type': 'ScholarlyArticle',
      pageStart: '1',
      pageEnd: '9',
      pagination: '1-9',
      publisher,
      isPartOf: journal,
    });
  });

  it('is a Thesis with its institution and degree', () => {
    expect(
      scholarlyArticleJsonLd({ site, details: full, kind: 'thesis', origin, pageUrl, pdfUrl }),
    ).toEqual({
      ...common,
      '@type': 'Thesis',
      sourceOrganization: { '@type': 'Organization', name: 'IIT Madras' },
      inSupportOf: 'Ph.D.',
      publisher,
      isPartOf: journal,
    });
  });

  it('says only what the API gives', () => {
    const bare = details(paper('8', { title: 'Bare', authors: [] }));
    const expected = {
      '@context': 'https://schema.org',
      '@id': pageUrl,
      name: 'Bare',
      headline: 'Bare',
      url: pageUrl,
      mainEntityOfPage: pageUrl,
      author: [],
      inLanguage: 'en',
      license: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
      isAccessibleForFree: true,
      publisher,
      isPartOf: journal,
    };

    expect(
      scholarlyArticleJsonLd({
        site,
        details: bare,
        kind: 'article',
        origin,
        pageUrl,
        pdfUrl: null,
      }),
    ).toEqual({ ...expected, '@type': 'ScholarlyArticle' });
    expect(
      scholarlyArticleJsonLd({
        site,
        details: bare,
        kind: 'thesis',
        origin,
        pageUrl,
        pdfUrl: null,
      }),
    ).toEqual({ ...expected, '@type': 'Thesis' });
  });

  it('has no DOI from a link the API gave instead of one', () => {
    const linked = { ...full, doi: null, doiLink: 'https://doi.org/10.5555/x.7' };
    const data = scholarlyArticleJsonLd({
      site,
      details: linked,
      kind: 'article',
      origin,
      pageUrl,
      pdfUrl,
    });

    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('identifier');
  });

  it('has a headline of at most 110 characters', () => {
    const headline = (title: string) =>
      scholarlyArticleJsonLd({
        site,
        details: { ...full, title },
        kind: 'article',
        origin,
        pageUrl,
        pdfUrl,
      }).headline;

    expect(headline('x'.repeat(110))).toBe('x'.repeat(110));
    expect(headline('x'.repeat(111))).toBe(`${'x'.repeat(109)}…`);
  });
});

describe('the breadcrumbs of a details page', () => {
  it('lead from the journal through the area and the list to the paper', () => {
    expect(
      paperBreadcrumbs({
        site,
        origin,
        variant: 'archives',
        backLink: {
          href: '/archives/paperlist?year=2025&volume=2&issue=3',
          label: 'Back to Volume 2, Issue 3 (2025)',
        },
        title: 'Channel Estimation',
        pageUrl,
      }),
    ).toEqual([
      { name: 'INDJECE', url: 'https://journals.example/indjece/' },
      { name: 'Archives', url: 'https://journals.example/indjece/archives' },
      {
        name: 'Volume 2, Issue 3 (2025)',
        url: 'https://journals.example/indjece/archives/paperlist?year=2025&volume=2&issue=3',
      },
      { name: 'Channel Estimation', url: pageUrl },
    ]);
  });

  it('go from the area straight to the paper when the back link is the area', () => {
    expect(
      paperBreadcrumbs({
        site,
        origin,
        variant: 'thesis',
        backLink: { href: '/thesis', label: 'Back to Thesis' },
        title: 'A Thesis',
        pageUrl,
      }),
    ).toEqual([
      { name: 'INDJECE', url: 'https://journals.example/indjece/' },
      { name: 'Thesis', url: 'https://journals.example/indjece/thesis' },
      { name: 'A Thesis', url: pageUrl },
    ]);
  });

  it('keep a list label that does not start with "Back to" whole', () => {
    const crumbs = paperBreadcrumbs({
      site,
      origin,
      variant: 'conference',
      backLink: { href: '/conference/paperlist?id=4', label: 'ICCE: Back to the list' },
      title: 'A Paper',
      pageUrl,
    });

    expect(crumbs[2]).toEqual({
      name: 'ICCE: Back to the list',
      url: 'https://journals.example/indjece/conference/paperlist?id=4',
    });
  });
});
