// @vitest-environment node
// The CSL-JSON record every citation is written from: names split as reference managers read
// them, the fields of each kind of record, and the date as precise as the API says.
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { cslName, cslRecord } from '../src/citation/csl-record.ts';
import { details, paper } from './fake-journal-api.ts';

const site = siteConfigs.indjece;
const pageUrl = 'https://journals.example/indjece/archives/paper-details?paperid=7';

describe('author names', () => {
  it.each([
    ['A. S. Kumar', { family: 'Kumar', given: 'A. S.' }],
    ['  Rao   Bala  ', { family: 'Bala', given: 'Rao' }],
    ['Plato', { literal: 'Plato' }],
    [' Plato ', { literal: 'Plato' }],
    ['', { literal: '' }],
    ['   ', { literal: '   ' }],
  ])('%j is %j', (name, wanted) => {
    expect(cslName(name)).toEqual(wanted);
  });
});

describe('the CSL-JSON record', () => {
  const summary = paper('7', {
    title: 'Channel Estimation',
    authors: ['A. S. Kumar', 'Plato'],
    year: 2025,
    month: 'March',
    volume: 2,
    issue: 3,
    pages: '1-9',
  });
  const full = details(summary, {
    doi: '10.5555/x.7',
    abstract: '<p>Signal &amp; <em>noise</em>.</p>',
    createdTime: '2025-03-14 09:00:00',
    institution: 'IIT Madras',
    degree: 'Ph.D.',
  });

  it('of an article names its journal, volume, issue, pages, DOI, date and abstract', () => {
    expect(cslRecord({ site, details: full, kind: 'article', pageUrl })).toEqual({
      id: 'indjece-article-7',
      type: 'article-journal',
      title: 'Channel Estimation',
      author: [{ family: 'Kumar', given: 'A. S.' }, { literal: 'Plato' }],
      URL: pageUrl,
      language: 'en',
      'container-title': 'Indian Journal of Electronics and Communication Engineering',
      'container-title-short': 'INDJECE',
      ISSN: '9999-0040',
      publisher: 'IND Journals',
      volume: '2',
      issue: '3',
      page: '1-9',
      DOI: '10.5555/x.7',
      issued: { 'date-parts': [[2025, 3, 14]] },
      abstract: 'Signal & noise.',
    });
  });

  it('of a conference paper names the journal, but not the volume and issue of its listing', () => {
    expect(cslRecord({ site, details: full, kind: 'conference', pageUrl })).toEqual({
      id: 'indjece-conference-7',
      type: 'paper-conference',
      title: 'Channel Estimation',
      author: [{ family: 'Kumar', given: 'A. S.' }, { literal: 'Plato' }],
      URL: pageUrl,
      language: 'en',
      'container-title': 'Indian Journal of Electronics and Communication Engineering',
      'container-title-short': 'INDJECE',
      ISSN: '9999-0040',
      publisher: 'IND Journals',
      page: '1-9',
      DOI: '10.5555/x.7',
      issued: { 'date-parts': [[2025, 3, 14]] },
      abstract: 'Signal & noise.',
    });
  });

  it('of a thesis names its institution as publisher and its degree', () => {
    expect(cslRecord({ site, details: full, kind: 'thesis', pageUrl })).toEqual({
      id: 'indjece-thesis-7',
      type: 'thesis',
      title: 'Channel Estimation',
      author: [{ family: 'Kumar', given: 'A. S.' }, { literal: 'Plato' }],
      URL: pageUrl,
      language: 'en',
      publisher: 'IIT Madras',
      genre: 'Ph.D. thesis',
      page: '1-9',
      DOI: '10.5555/x.7',
      issued: { 'date-parts': [[2025, 3, 14]] },
      abstract: 'Signal & noise.',
    });
  });

  it('leaves out what the API does not give', () => {
    const bare = details(paper('8', { title: 'Bare', authors: [] }));

    expect(cslRecord({ site, details: bare, kind: 'thesis', pageUrl })).toEqual({
      id: 'indjece-thesis-8',
      type: 'thesis',
      title: 'Bare',
      author: [],
      URL: pageUrl,
      language: 'en',
    });
    expect(cslRecord({ site, details: bare, kind: 'article', pageUrl })).toEqual({
      id: 'indjece-article-8',
      type: 'article-journal',
      title: 'Bare',
      author: [],
      URL: pageUrl,
      language: 'en',
      'container-title': 'Indian Journal of Electronics and Communication Engineering',
      'container-title-short': 'INDJECE',
      ISSN: '9999-0040',
      publisher: 'IND Journals',
    });
  });

  it('gives an article the volume and issue it has', () => {
    const volumeOnly = details(paper('9', { volume: 4 }));
    const issueOnly = details(paper('9', { issue: 1 }));

    expect(cslRecord({ site, details: volumeOnly, kind: 'article', pageUrl })).toMatchObject({
      volume: '4',
    });
    expect(cslRecord({ site, details: volumeOnly, kind: 'article', pageUrl })).not.toHaveProperty(
      'issue',
    );
    expect(cslRecord({ site, details: issueOnly, kind: 'article', pageUrl })).toMatchObject({
      issue: '1',
    });
    expect(cslRecord({ site, details: issueOnly, kind: 'article', pageUrl })).not.toHaveProperty(
      'volume',
    );
  });

  it.each([
    [
      'the day it was created in its month',
      { month: 'Mar', createdTime: '2025-03-02' },
      [2025, 3, 2],
    ],
    ['the month, created in another', { month: '3', createdTime: '2025-04-02' }, [2025, 3]],
    ['the month alone', { month: 'March', createdTime: null }, [2025, 3]],
    ['the year alone', { month: null, createdTime: '2025-03-02' }, [2025]],
    ['the year, with a month it cannot read', { month: 'Spring', createdTime: null }, [2025]],
  ])('is dated by %s', (_what, fields, parts) => {
    const dated = details(paper('10', { year: 2025 }), fields);

    expect(cslRecord({ site, details: dated, kind: 'article', pageUrl }).issued).toEqual({
      'date-parts': [parts],
    });
  });

  it('is not dated without a year', () => {
    const undated = details(paper('11', { month: 'March' }), { createdTime: '2025-03-02' });

    expect(cslRecord({ site, details: undated, kind: 'article', pageUrl })).not.toHaveProperty(
      'issued',
    );
  });
});
