import { describe, expect, it } from 'vitest';
import {
  conferenceDetailsSchema,
  normalizeConferenceDetails,
  normalizePaperDetails,
  normalizeReferences,
  normalizeThesisDetails,
  pageRange,
  paperDetailsSchema,
  thesisDetailsSchema,
  type PageRange,
  type PaperDetails,
} from '../src/index.ts';
import { conferencePaperBody, paperDetailsBody, thesisBody } from './fixtures/server-bodies.ts';

describe('pageRange', () => {
  it.each<[string | null, PageRange]>([
    ['12-19', { firstPage: '12', lastPage: '19' }],
    ['12 - 19', { firstPage: '12', lastPage: '19' }],
    ['12–19', { firstPage: '12', lastPage: '19' }],
    ['pp. 12-19', { firstPage: '12', lastPage: '19' }],
    ['e101-e108', { firstPage: 'e101', lastPage: 'e108' }],
    ['7', { firstPage: '7', lastPage: null }],
    ['', { firstPage: null, lastPage: null }],
    [null, { firstPage: null, lastPage: null }],
  ])('%j gives %j', (pages, expected) => {
    expect(pageRange(pages)).toEqual(expected);
  });
});

describe('normalizeReferences', () => {
  it.each<[string, string | (string | null)[] | null, string[]]>([
    ['nothing', null, []],
    [
      'an HTML list, one entry per item',
      '<ol><li>A, <em>T</em>, 2020.</li><li>B</li></ol>',
      ['A, <em>T</em>, 2020.', 'B'],
    ],
    ['text, one entry per line', 'First ref\r\n\nSecond ref\n', ['First ref', 'Second ref']],
    ['paragraphs', '<p>First</p><p>Second <i>it</i></p>', ['First', 'Second <i>it</i>']],
    ['line breaks', 'First<br>Second<br/>Third', ['First', 'Second', 'Third']],
    ['an array, empty entries skipped', ['A', '', null, 'B'], ['A', 'B']],
    [
      'entries with unsafe markup, sanitized',
      ['<b onclick="x()">A</b><script>x()</script>'],
      ['<b>A</b>'],
    ],
  ])('%s', (_what, raw, expected) => {
    expect(normalizeReferences(raw)).toEqual(expected);
  });
});

describe('detail normalizers', () => {
  it.each<[string, () => PaperDetails, PaperDetails]>([
    [
      'paper details (re-keyed short names)',
      () => normalizePaperDetails(paperDetailsSchema.parse(paperDetailsBody)),
      {
        id: '101',
        uniqueId: 'INDJECE-2025-101',
        title: 'Low-Power Antenna Design for IoT Nodes',
        abstract: '<p>We present <em>an antenna</em>.</p>',
        authors: ['A. Kumar', 'B. Rao'],
        pdfUrl: 'http://127.0.0.1:4310/indjece/files/papers/101.pdf',
        doi: '10.5555/indjece.2025.101',
        doiLink: 'https://doi.org/10.5555/indjece.2025.101',
        articleType: 'Research Article',
        pages: '12-19',
        firstPage: '12',
        lastPage: '19',
        year: 2025,
        volume: 1,
        issue: 2,
        month: 'April',
        createdTime: '2025-04-02T10:00:00Z',
        updatedAt: '2025-04-03T10:00:00Z',
        references: ['R. One, <em>Antennas</em>, 2020.', 'S. Two, Radios, 2021.'],
        citation:
          'A. Kumar and B. Rao, "Low-Power Antenna Design for IoT Nodes", INDJECE 1(2), 2025.',
        designation: 'Professor',
        degree: null,
        institution: null,
        conferenceName: null,
      },
    ],
    [
      'conference details',
      () =>
        normalizeConferenceDetails(
          conferenceDetailsSchema.parse({
            ...conferencePaperBody,
            abstract: '<p>Edge <a href="javascript:x()">inference</a></p>',
            references: ['Ref A', null],
            doi: '10.5555/icce.7',
            conference_name: 'ICETCE 2025',
          }),
        ),
      {
        id: '7',
        uniqueId: null,
        title: 'Edge Inference on Microcontrollers',
        abstract: '<p>Edge inference</p>',
        authors: ['C. Das', 'D. Sen'],
        pdfUrl: 'http://127.0.0.1:4310/indjece/files/conference/7.pdf',
        doi: '10.5555/icce.7',
        doiLink: 'https://doi.org/10.5555/icce.7',
        articleType: null,
        pages: '1-6',
        firstPage: '1',
        lastPage: '6',
        year: null,
        volume: null,
        issue: null,
        month: null,
        createdTime: '2025-03-15 09:30:00',
        updatedAt: '2025-03-15 09:30:00',
        references: ['Ref A'],
        citation: null,
        designation: null,
        degree: null,
        institution: null,
        conferenceName: 'ICETCE 2025',
      },
    ],
    [
      'thesis details',
      () =>
        normalizeThesisDetails(
          thesisDetailsSchema.parse({
            ...thesisBody,
            abstract: null,
            references: 'Ref A\nRef B',
            degree: 'Ph.D.',
            institution: 'Anna University, Chennai',
          }),
        ),
      {
        id: '3',
        uniqueId: null,
        title: 'Adaptive Equalisers for 5G Receivers',
        abstract: '',
        authors: ['E. Iyer'],
        pdfUrl: 'http://127.0.0.1:4310/indjece/files/theses/3.pdf',
        doi: null,
        doiLink: null,
        articleType: null,
        pages: '120',
        firstPage: '120',
        lastPage: null,
        year: 2024,
        volume: null,
        issue: null,
        month: 'June',
        createdTime: null,
        updatedAt: null,
        references: ['Ref A', 'Ref B'],
        citation: null,
        designation: null,
        degree: 'Ph.D.',
        institution: 'Anna University, Chennai',
        conferenceName: null,
      },
    ],
  ])('%s', (_what, normalize, expected) => {
    expect(normalize()).toEqual(expected);
  });

  it.each([
    [
      'the server link when given',
      { doi: '10.1/a', doi_Link: 'https://dx.doi.org/10.1/a' },
      'https://dx.doi.org/10.1/a',
    ],
    [
      'a doi.org link built from the DOI',
      { doi: '10.1/a', doi_Link: '' },
      'https://doi.org/10.1/a',
    ],
    ['none without a DOI', { doi: null, doi_Link: null }, null],
  ])('the DOI link is %s', (_what, change, expected) => {
    const details = normalizePaperDetails(
      paperDetailsSchema.parse({ ...paperDetailsBody, ...change }),
    );

    expect(details.doiLink).toBe(expected);
  });

  it('takes the authors from the combined author text when the slots are empty', () => {
    const details = normalizePaperDetails(
      paperDetailsSchema.parse({ ...paperDetailsBody, author_1: null, author_2: '' }),
    );

    expect(details.authors).toEqual(['A. Kumar', 'B. Rao']);
  });
});
