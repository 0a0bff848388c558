// @vitest-environment node
import type { PaperDetails } from '@journals/api-contract';
import { siteConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { citationDate, citationMeta } from '../src/meta/citation-meta.ts';
import { journalFileUrl } from '@journals/discovery/paper/file-url';

const details: PaperDetails = {
  id: '42',
  uniqueId: 'INDJECE-2025-02-03-004',
  title: 'Low-Noise Amplifier Design for 5G Receivers',
  abstract: '<p>An amplifier.</p>',
  authors: ['A. Kumar', 'B. Rao'],
  pdfUrl: 'http://127.0.0.1:4310/indjece/files/papers/42.pdf',
  doi: '10.5555/indjece.2025.2.3.004',
  doiLink: 'https://doi.org/10.5555/indjece.2025.2.3.004',
  articleType: 'Research Article',
  pages: '12-19',
  firstPage: '12',
  lastPage: '19',
  year: 2025,
  volume: 2,
  issue: 3,
  month: 'June',
  createdTime: null,
  updatedAt: null,
  degree: null,
  institution: null,
  conferenceName: null,
  references: [],
  citation: null,
  designation: null,
};

function tags(meta: ReturnType<typeof citationMeta>): [string, string][] {
  return meta.map((tag) => {
    const { name, content } = tag as { name: string; content: string };
    return [name, content];
  });
}

describe('citation meta tags', () => {
  it('names the title, one author per tag, the date, journal, ISSN, volume, issue, pages, DOI and PDF', () => {
    const site = siteConfigs.indjece;
    const meta = tags(
      citationMeta({
        site,
        details,
        pdfUrl: 'https://journals.example/indjece/files/papers/42.pdf',
        kind: 'article',
      }),
    );
    expect(meta).toEqual([
      ['citation_title', details.title],
      ['citation_author', 'A. Kumar'],
      ['citation_author', 'B. Rao'],
      ['citation_publication_date', '2025/06'],
      ['citation_journal_title', site.names.title],
      ['citation_journal_abbrev', 'INDJECE'],
      ['citation_publisher', site.names.publisher],
      ['citation_issn', site.journal.eIssn],
      ['citation_issn', site.journal.issn],
      ['citation_volume', '2'],
      ['citation_issue', '3'],
      ['citation_firstpage', '12'],
      ['citation_lastpage', '19'],
      ['citation_doi', '10.5555/indjece.2025.2.3.004'],
      ['citation_pdf_url', 'https://journals.example/indjece/files/papers/42.pdf'],
      ['citation_language', 'en'],
    ]);
  });

  it('dates to the day when the record was created in the month of publication, and lists every reference', () => {
    const meta = tags(
      citationMeta({
        site: siteConfigs.indjece,
        details: {
          ...details,
          createdTime: '2025-06-24T10:00:00Z',
          references: ['A. One, “First,” <em>J. Test</em>, 2020.', 'B. Two &amp; C. Three, 2021.'],
        },
        pdfUrl: null,
        abstractUrl: 'https://journals.example/indjece/archives/paper-details?paperid=42',
        kind: 'article',
      }),
    );
    expect(meta).toContainEqual(['citation_publication_date', '2025/06/24']);
    expect(meta).toContainEqual([
      'citation_abstract_html_url',
      'https://journals.example/indjece/archives/paper-details?paperid=42',
    ]);
    expect(meta.filter(([name]) => name === 'citation_reference')).toEqual([
      ['citation_reference', 'A. One, “First,” J. Test, 2020.'],
      ['citation_reference', 'B. Two & C. Three, 2021.'],
    ]);
  });

  it('keeps the month when the creation date is in another month', () => {
    const meta = tags(
      citationMeta({
        site: siteConfigs.indjece,
        details: { ...details, createdTime: '2025-07-02T10:00:00Z' },
        pdfUrl: null,
        kind: 'article',
      }),
    );
    expect(meta).toContainEqual(['citation_publication_date', '2025/06']);
  });

  it('names a conference paper’s conference instead of a journal', () => {
    const site = siteConfigs.indjece;
    const meta = tags(
      citationMeta({
        site,
        details: { ...details, conferenceName: 'ICETCE 2025', volume: null, issue: null },
        pdfUrl: null,
        kind: 'conference',
      }),
    );
    const names = meta.map(([name]) => name);
    expect(meta).toContainEqual(['citation_conference_title', 'ICETCE 2025']);
    expect(meta).toContainEqual(['citation_publisher', site.names.publisher]);
    expect(names).not.toContain('citation_journal_title');
    expect(names).not.toContain('citation_dissertation_institution');
  });

  it.each([
    [
      'its institution where known',
      'Anna University, Chennai',
      'citation_dissertation_institution',
      'Anna University, Chennai',
    ],
    ['the publisher otherwise', null, 'citation_publisher', siteConfigs.indjece.names.publisher],
  ] as const)('names for a thesis %s', (_what, institution, name, content) => {
    const meta = tags(
      citationMeta({
        site: siteConfigs.indjece,
        details: { ...details, institution },
        pdfUrl: null,
        kind: 'thesis',
      }),
    );
    expect(meta).toContainEqual([name, content]);
    const names = meta.map(([tag]) => tag);
    expect(names).not.toContain('citation_journal_title');
    expect(names).not.toContain('citation_issn');
    expect(
      names.filter(
        (tag) => tag === 'citation_dissertation_institution' || tag === 'citation_publisher',
      ),
    ).toHaveLength(1);
  });

  it('leaves out what a thesis does not have', () => {
    const meta = tags(
      citationMeta({
        site: siteConfigs.indjece,
        details: { ...details, doi: null, firstPage: null, lastPage: null },
        pdfUrl: null,
        kind: 'thesis',
      }),
    );
    const names = meta.map(([name]) => name);
    for (const absent of [
      'citation_volume',
      'citation_issue',
      'citation_doi',
      'citation_pdf_url',
      'citation_firstpage',
    ]) {
      expect(names).not.toContain(absent);
    }
  });

  it.each([
    [2025, 'June', '2025/06'],
    [2025, 'Feb', '2025/02'],
    [2025, '10', '2025/10'],
    [2025, null, '2025'],
    [2025, 'Spring', '2025'],
    [null, 'June', null],
  ] as const)('dates %s %s as %s', (year, month, expected) => {
    expect(citationDate(year, month)).toBe(expected);
  });
});

describe('journalFileUrl', () => {
  it.each([
    [
      'http://127.0.0.1:4310/indjece/files/papers/42.pdf',
      'https://j.example/indjece/files/papers/42.pdf',
    ],
    [
      'https://api.example/v2/indjece/files/theses/7.pdf',
      'https://j.example/indjece/files/theses/7.pdf',
    ],
    ['https://api.example/other/7.pdf', null],
    [null, null],
  ] as const)('maps %s to %s', (input, expected) => {
    expect(journalFileUrl(siteConfigs.indjece, 'https://j.example', input)).toBe(expected);
  });
});
