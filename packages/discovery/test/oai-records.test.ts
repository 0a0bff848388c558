// @vitest-environment node
// The journal's records as OAI-PMH sees them: identifiers (made and read back), datestamps, sets
// per kind and volume, and each record's metadata in unqualified Dublin Core.
import { siteConfigs } from '@journals/site-config';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { dublinCoreXml, oaiDcFormat } from '../src/oai/oai-dc.ts';
import {
  kindNames,
  oaiIdentifier,
  oaiItem,
  oaiSets,
  parseOaiIdentifier,
  setSpecsOf,
} from '../src/oai/oai-records.ts';
import type { JournalRecord, RecordKind } from '../src/records.ts';
import { details, paper } from './fake-journal-api.ts';

const site = siteConfigs.indjece;

function record(
  kind: RecordKind,
  id: string,
  volume: number | null,
  fields: Partial<JournalRecord> = {},
): JournalRecord {
  return { kind, summary: paper(id), volume, issue: null, conference: null, ...fields };
}

describe('OAI identifiers', () => {
  it("name the repository, the journal, the record's kind and its id", () => {
    expect(oaiIdentifier(site, record('thesis', 't-7', 1))).toBe(
      'oai:indjournals.example:indjece/thesis/t-7',
    );
  });

  it.each([
    ['oai:indjournals.example:indjece/article/7', { kind: 'article', id: '7' }],
    ['oai:indjournals.example:indjece/thesis/T_1-b', { kind: 'thesis', id: 'T_1-b' }],
    [
      `oai:indjournals.example:indjece/conference/${'x'.repeat(64)}`,
      { kind: 'conference', id: 'x'.repeat(64) },
    ],
  ])('%s is read back', (identifier, wanted) => {
    expect(parseOaiIdentifier(site, identifier)).toEqual(wanted);
  });

  it.each([
    ['another journal', 'oai:indjournals.example:indjeee/article/7'],
    ['another repository', 'oai:elsewhere.example:indjece/article/7'],
    ['text before it', 'xoai:indjournals.example:indjece/article/7'],
    ['an unknown kind', 'oai:indjournals.example:indjece/book/7'],
    ['no id', 'oai:indjournals.example:indjece/article/'],
    ['no kind', 'oai:indjournals.example:indjece/'],
    ['a further part', 'oai:indjournals.example:indjece/article/7/x'],
    ['an id with other characters', 'oai:indjournals.example:indjece/article/7.pdf'],
    ['an id with a space after it', 'oai:indjournals.example:indjece/article/7 '],
    ['an id with a space before it', 'oai:indjournals.example:indjece/article/ 7'],
    ['an id too long', `oai:indjournals.example:indjece/article/${'x'.repeat(65)}`],
  ])('is not read from %s', (_what, identifier) => {
    expect(parseOaiIdentifier(site, identifier)).toBeNull();
  });
});

describe('OAI items', () => {
  it('are dated by their last change, else by the first day of their year or of the journal', () => {
    const item = (updatedAt: string | null, year: number | null) =>
      oaiItem(site, record('article', '1', 2, { summary: paper('1', { updatedAt, year }) }));

    expect(item('2025-03-04 05:06:07', 2020)).toMatchObject({
      identifier: 'oai:indjournals.example:indjece/article/1',
      datestamp: '2025-03-04T05:06:07Z',
      setSpecs: ['article', 'article:volume-2'],
    });
    expect(item(null, 2020).datestamp).toBe('2020-01-01T00:00:00Z');
    expect(item(null, null).datestamp).toBe('2024-01-01T00:00:00Z');
  });

  it('belong to their kind, and to its volume when they have one', () => {
    expect(setSpecsOf(record('conference', '1', 3))).toEqual(['conference', 'conference:volume-3']);
    expect(setSpecsOf(record('thesis', '1', null))).toEqual(['thesis']);
  });
});

describe('OAI sets', () => {
  it('are the kinds with records, each followed by its volumes in ascending order', () => {
    const records = [
      record('conference', 'k1', 2),
      record('article', 'a1', 10),
      record('article', 'a2', 9),
      record('article', 'a3', 10),
      record('article', 'a4', null),
      record('conference', 'k2', null),
    ];

    expect(oaiSets(site, records)).toEqual([
      { spec: 'article', name: 'INDJECE articles' },
      { spec: 'article:volume-9', name: 'INDJECE articles, Volume 9' },
      { spec: 'article:volume-10', name: 'INDJECE articles, Volume 10' },
      { spec: 'conference', name: 'INDJECE conference papers' },
      { spec: 'conference:volume-2', name: 'INDJECE conference papers, Volume 2' },
    ]);
  });

  it('name a kind of records alone when none of them has a volume', () => {
    expect(oaiSets(site, [record('thesis', 't1', null)])).toEqual([
      { spec: 'thesis', name: 'INDJECE theses' },
    ]);
    expect(kindNames).toEqual({
      article: 'Articles',
      thesis: 'Theses',
      conference: 'Conference papers',
    });
  });

  it('are none without records', () => {
    expect(oaiSets(site, [])).toEqual([]);
  });
});

describe('Dublin Core', () => {
  const pageUrl = 'https://journals.example/indjece/archives/paper-details?paperid=7&papertitle=x';
  const pdfUrl = 'https://journals.example/indjece/files/papers/7.pdf';
  const start =
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">';

  it('describes an article with its details: every element, in order, escaped', () => {
    const summary = paper('7', {
      title: 'Channels & <Noise>',
      authors: ['A. Rao', 'B. Sen'],
      year: 2025,
      month: 'March',
      volume: 2,
      issue: 3,
      pages: '1-9',
    });
    const xml = dublinCoreXml({
      site,
      record: { kind: 'article', summary, volume: 2, issue: 3, conference: null },
      details: details(summary, {
        abstract: '<p>What <em>it</em> found.</p>',
        doi: '10.5555/x.7',
        createdTime: '2025-03-14 10:00:00',
      }),
      pageUrl,
      pdfUrl,
    });

    expect(xml).toBe(
      start +
        '<dc:title>Channels &amp; &lt;Noise&gt;</dc:title>' +
        '<dc:creator>A. Rao</dc:creator><dc:creator>B. Sen</dc:creator>' +
        '<dc:subject>electronics and communication engineering</dc:subject>' +
        '<dc:description>What it found.</dc:description>' +
        '<dc:publisher>IND Journals</dc:publisher>' +
        '<dc:date>2025-03-14</dc:date>' +
        '<dc:type>Text</dc:type><dc:type>info:eu-repo/semantics/article</dc:type>' +
        '<dc:format>application/pdf</dc:format>' +
        `<dc:identifier>${pageUrl.replace('&', '&amp;')}</dc:identifier>` +
        '<dc:identifier>https://doi.org/10.5555/x.7</dc:identifier>' +
        '<dc:source>Indian Journal of Electronics and Communication Engineering; Vol. 2 No. 3 (2025); pp. 1-9</dc:source>' +
        '<dc:source>ISSN 9999-0032</dc:source><dc:source>e-ISSN 9999-0040</dc:source>' +
        '<dc:language>en</dc:language>' +
        `<dc:relation>${pdfUrl}</dc:relation>` +
        '<dc:rights>https://creativecommons.org/licenses/by-nc-nd/4.0/</dc:rights>' +
        '</oai_dc:dc>',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it('describes a record known only from its listing: no abstract, DOI or file', () => {
    const summary = paper('8', { year: 2024, volume: 1, issue: 2 });
    const xml = dublinCoreXml({
      site,
      record: { kind: 'article', summary, volume: 1, issue: 2, conference: null },
      details: null,
      pageUrl,
      pdfUrl: null,
    });
    const dc = new XMLParser({ isArray: () => true }).parse(xml)['oai_dc:dc'][0];

    expect(Object.keys(dc)).toEqual([
      'dc:title',
      'dc:creator',
      'dc:subject',
      'dc:publisher',
      'dc:date',
      'dc:type',
      'dc:identifier',
      'dc:source',
      'dc:language',
      'dc:rights',
    ]);
    expect(dc['dc:date']).toEqual([2024]);
    expect(dc['dc:identifier']).toEqual([pageUrl]);
    expect(dc['dc:source'][0]).toBe(
      'Indian Journal of Electronics and Communication Engineering; Vol. 1 No. 2 (2024)',
    );
  });

  it.each([
    [
      'an article without its year',
      record('article', '1', 2, { summary: paper('1', { volume: 2, issue: 3 }), issue: 3 }),
      null,
      'Indian Journal of Electronics and Communication Engineering; Vol. 2 No. 3',
    ],
    [
      'an article without its issue',
      record('article', '1', 2, { summary: paper('1', { volume: 2, year: 2025, pages: '5' }) }),
      null,
      'Indian Journal of Electronics and Communication Engineering; pp. 5',
    ],
    [
      'an article without its volume',
      record('article', '1', null, { summary: paper('1', { issue: 3, year: 2025 }) }),
      null,
      'Indian Journal of Electronics and Communication Engineering',
    ],
    [
      'a conference paper',
      record('conference', '1', 2, {
        summary: paper('1', { volume: 2, issue: 3, year: 2025 }),
        issue: 3,
        conference: { id: 4, name: 'ICCE 2025' },
      }),
      null,
      'Indian Journal of Electronics and Communication Engineering; ICCE 2025',
    ],
    [
      'a thesis',
      record('thesis', '1', 2),
      details(paper('1'), { institution: 'IIT Madras' }),
      'Indian Journal of Electronics and Communication Engineering; IIT Madras',
    ],
    [
      'a thesis without its institution',
      record('thesis', '1', 2),
      details(paper('1')),
      'Indian Journal of Electronics and Communication Engineering',
    ],
  ] as const)('names the source of %s', (_what, item, known, source) => {
    const xml = dublinCoreXml({ site, record: item, details: known, pageUrl, pdfUrl: null });

    expect(xml).toContain(`<dc:source>${source}</dc:source><dc:source>ISSN 9999-0032</dc:source>`);
  });

  it('names a conference only for a conference paper, an institution only for a thesis', () => {
    const conference = { id: 4, name: 'ICCE 2025' };
    const withInstitution = details(paper('1'), { institution: 'IIT Madras' });
    const sourceOf = (item: JournalRecord) =>
      /<dc:source>([^<]+)<\/dc:source>/.exec(
        dublinCoreXml({ site, record: item, details: withInstitution, pageUrl, pdfUrl: null }),
      )?.[1];

    expect(sourceOf(record('thesis', '1', 2, { conference }))).toBe(
      'Indian Journal of Electronics and Communication Engineering; IIT Madras',
    );
    expect(sourceOf(record('article', '1', null, { conference }))).toBe(
      'Indian Journal of Electronics and Communication Engineering',
    );
  });

  it('types each kind of record for OpenAIRE', () => {
    const typeOf = (kind: RecordKind) =>
      /<dc:type>Text<\/dc:type><dc:type>([^<]+)<\/dc:type>/.exec(
        dublinCoreXml({ site, record: record(kind, '1', 1), details: null, pageUrl, pdfUrl }),
      )?.[1];

    expect(typeOf('article')).toBe('info:eu-repo/semantics/article');
    expect(typeOf('thesis')).toBe('info:eu-repo/semantics/doctoralThesis');
    expect(typeOf('conference')).toBe('info:eu-repo/semantics/conferenceObject');
    expect(oaiDcFormat).toEqual({
      metadataPrefix: 'oai_dc',
      schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
      metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
    });
  });

  it('dates a record by its month of publication, with the day it was created in that month', () => {
    const dateOf = (createdTime: string | null) => {
      const summary = paper('1', { year: 2025, month: '3' });
      return /<dc:date>([^<]+)<\/dc:date>/.exec(
        dublinCoreXml({
          site,
          record: record('article', '1', 1, { summary }),
          details: details(summary, { createdTime }),
          pageUrl,
          pdfUrl: null,
        }),
      )?.[1];
    };

    expect(dateOf('2025-03-09T08:00:00Z')).toBe('2025-03-09');
    expect(dateOf('2025-04-09T08:00:00Z')).toBe('2025-03');
    expect(dateOf(null)).toBe('2025-03');
  });
});
