// @vitest-environment node
// The OAI-PMH provider over records and an API in memory: each verb's answer, the selection by
// set and date, paging by resumption token (the request carried in the token, the list size and
// cursor, the last page's empty token), and the protocol's errors with their messages.
import { siteConfigs } from '@journals/site-config';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  oaiDocument,
  oaiRequestErrorDocument,
  pageSizes,
  type OaiContext,
} from '../src/oai/oai-provider.server.ts';
import type { OaiRequest } from '../src/oai/oai-request.ts';
import { decodeToken, encodeToken } from '../src/oai/resumption-token.ts';
import type { JournalRecord } from '../src/records.ts';
import { details, fakeJournalApi, paper } from './fake-journal-api.ts';

const site = siteConfigs.indjece;
const origin = 'https://journals.example';
const now = new Date('2026-11-24T12:00:00.250Z');
const idPrefix = 'oai:indjournals.example:indjece';

const a1 = paper('a1', {
  title: 'First & Foremost',
  updatedAt: '2025-03-01T00:00:00Z',
  year: 2025,
  volume: 1,
  issue: 2,
  pdfUrl: 'http://api.example/indjece/files/papers/a1.pdf',
});
const a2 = paper('a2', { updatedAt: null, year: 2023, volume: 2, issue: 1 });
const t1 = paper('t1', { updatedAt: '2024-06-01 10:00:00', year: 2024 });
const k1 = paper('k1', { updatedAt: '2025-01-01T00:00:00Z', year: 2025 });

const records: JournalRecord[] = [
  { kind: 'article', summary: a1, volume: 1, issue: 2, conference: null },
  { kind: 'article', summary: a2, volume: 2, issue: 1, conference: null },
  { kind: 'thesis', summary: t1, volume: 1, issue: null, conference: null },
  { kind: 'conference', summary: k1, volume: 3, issue: 2, conference: { id: 4, name: 'ICCE' } },
];

/** 120 articles m1 ... m120, changed on consecutive days from 2025-01-01, volumes 1 and 2. */
const many: JournalRecord[] = Array.from({ length: 120 }, (_, index) => {
  const volume = (index % 2) + 1;
  const day = new Date(Date.UTC(2025, 0, 1 + index)).toISOString().replace('.000Z', 'Z');
  return {
    kind: 'article',
    summary: paper(`m${index + 1}`, { updatedAt: day, volume, issue: 1, year: 2025 }),
    volume,
    issue: 1,
    conference: null,
  };
});

function context(list: JournalRecord[], api = fakeJournalApi({})): OaiContext {
  return {
    site,
    client: api.client,
    origin,
    records: async () => list,
    adminEmail: 'editor&co@journals.example',
    now,
  };
}

/** The document of a request, checked to be well-formed XML. */
async function oai(request: OaiRequest, list = records, api = fakeJournalApi({})) {
  const xml = await oaiDocument(context(list, api), request);
  expect(XMLValidator.validate(xml)).toBe(true);
  return xml;
}

/** The verb's element of a document. */
function element(xml: string, verb: string): string {
  const start = xml.indexOf(`<${verb}>`);
  const end = xml.indexOf(`</${verb}>`);
  return start < 0 || end < 0 ? '' : xml.slice(start, end + verb.length + 3);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The errors of a document: each code and its message as text. */
function errors(xml: string): [string, string][] {
  return [...xml.matchAll(/<error code="(\w+)">([^<]*)<\/error>/g)].map(([, code, message]) => [
    code ?? '',
    (message ?? '').replace(/&(\w+);/g, (_whole, name: string) => entities[name] ?? ''),
  ]);
}

function identifiers(xml: string): string[] {
  return [...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map(([, id]) =>
    (id ?? '').replace(`${idPrefix}/`, ''),
  );
}

function resumption(xml: string) {
  const match =
    /<resumptionToken completeListSize="(\d+)" cursor="(\d+)"(?:\/>|>([^<]*)<\/resumptionToken>)/.exec(
      xml,
    );
  if (!match) return null;
  return { size: Number(match[1]), cursor: Number(match[2]), token: match[3] ?? null };
}

const list = (verb: 'ListIdentifiers' | 'ListRecords', args: OaiRequest['arguments'] = {}) =>
  ({ verb, arguments: { metadataPrefix: 'oai_dc', ...args } }) satisfies OaiRequest;

describe('Identify', () => {
  it('describes the repository, with the earliest datestamp of its records', async () => {
    const xml = await oai({ verb: 'Identify', arguments: {} });

    expect(xml).toContain('<responseDate>2026-11-24T12:00:00Z</responseDate>');
    expect(xml).toContain(
      '<request verb="Identify">https://journals.example/indjece/oai</request>',
    );
    expect(element(xml, 'Identify')).toBe(
      '<Identify>' +
        '<repositoryName>Indian Journal of Electronics and Communication Engineering (INDJECE)</repositoryName>' +
        '<baseURL>https://journals.example/indjece/oai</baseURL>' +
        '<protocolVersion>2.0</protocolVersion>' +
        '<adminEmail>editor&amp;co@journals.example</adminEmail>' +
        '<earliestDatestamp>2023-01-01T00:00:00Z</earliestDatestamp>' +
        '<deletedRecord>no</deletedRecord>' +
        '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
        '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier"' +
        ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
        ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">' +
        '<scheme>oai</scheme><repositoryIdentifier>indjournals.example</repositoryIdentifier>' +
        '<delimiter>:</delimiter><sampleIdentifier>oai:indjournals.example:indjece/article/1</sampleIdentifier>' +
        '</oai-identifier></description>' +
        '</Identify>',
    );
  });

  it('gives the first day of the journal as the earliest datestamp while it has no record', async () => {
    const xml = await oai({ verb: 'Identify', arguments: {} }, []);

    expect(xml).toContain('<earliestDatestamp>2024-01-01T00:00:00Z</earliestDatestamp>');
  });
});

describe('ListMetadataFormats', () => {
  const formats =
    '<ListMetadataFormats><metadataFormat><metadataPrefix>oai_dc</metadataPrefix>' +
    '<schema>http://www.openarchives.org/OAI/2.0/oai_dc.xsd</schema>' +
    '<metadataNamespace>http://www.openarchives.org/OAI/2.0/oai_dc/</metadataNamespace>' +
    '</metadataFormat></ListMetadataFormats>';

  it('offers oai_dc for the repository and for each of its records', async () => {
    expect(
      element(await oai({ verb: 'ListMetadataFormats', arguments: {} }), 'ListMetadataFormats'),
    ).toBe(formats);
    const forRecord = await oai({
      verb: 'ListMetadataFormats',
      arguments: { identifier: `${idPrefix}/thesis/t1` },
    });
    expect(element(forRecord, 'ListMetadataFormats')).toBe(formats);
  });

  it.each([
    `${idPrefix}/article/zz`,
    `${idPrefix}/thesis/a1`,
    'oai:indjournals.example:indjeee/article/a1',
  ])('knows no record %s', async (identifier) => {
    const xml = await oai({ verb: 'ListMetadataFormats', arguments: { identifier } });

    expect(errors(xml)).toEqual([['idDoesNotExist', `No record is named ${identifier}.`]]);
    expect(element(xml, 'ListMetadataFormats')).toBe('');
  });
});

describe('ListSets', () => {
  it('lists each kind and its volumes', async () => {
    expect(element(await oai({ verb: 'ListSets', arguments: {} }), 'ListSets')).toBe(
      '<ListSets>' +
        '<set><setSpec>article</setSpec><setName>INDJECE articles</setName></set>' +
        '<set><setSpec>article:volume-1</setSpec><setName>INDJECE articles, Volume 1</setName></set>' +
        '<set><setSpec>article:volume-2</setSpec><setName>INDJECE articles, Volume 2</setName></set>' +
        '<set><setSpec>thesis</setSpec><setName>INDJECE theses</setName></set>' +
        '<set><setSpec>thesis:volume-1</setSpec><setName>INDJECE theses, Volume 1</setName></set>' +
        '<set><setSpec>conference</setSpec><setName>INDJECE conference papers</setName></set>' +
        '<set><setSpec>conference:volume-3</setSpec><setName>INDJECE conference papers, Volume 3</setName></set>' +
        '</ListSets>',
    );
  });

  it('takes no resumption token: the list comes whole', async () => {
    const xml = await oai({ verb: 'ListSets', arguments: { resumptionToken: 'x' } });

    expect(errors(xml)).toEqual([['badResumptionToken', 'The list of sets comes whole.']]);
  });

  it('says there are no sets while the journal has no record', async () => {
    const xml = await oai({ verb: 'ListSets', arguments: {} }, []);

    expect(errors(xml)).toEqual([['noSetHierarchy', 'There are no sets yet.']]);
    expect(xml).toContain('<request verb="ListSets">');
  });
});

describe('GetRecord', () => {
  it("gives the record's header and its Dublin Core from its details", async () => {
    const api = fakeJournalApi({
      issues: [{ year: 2025, volume: 1, issue: 2, papers: [a1] }],
      details: { 'article a1': details(a1, { abstract: '<p>It works.</p>', doi: '10.5555/a1' }) },
    });
    const xml = await oai(
      {
        verb: 'GetRecord',
        arguments: { identifier: `${idPrefix}/article/a1`, metadataPrefix: 'oai_dc' },
      },
      records,
      api,
    );
    const record = element(xml, 'GetRecord');

    expect(record).toMatch(
      new RegExp(
        '^<GetRecord><record><header>' +
          `<identifier>${idPrefix}/article/a1</identifier>` +
          '<datestamp>2025-03-01T00:00:00Z</datestamp>' +
          '<setSpec>article</setSpec><setSpec>article:volume-1</setSpec>' +
          '</header><metadata><oai_dc:dc [^>]+>.*</oai_dc:dc></metadata></record></GetRecord>$',
      ),
    );
    expect(record).toContain('<dc:title>First &amp; Foremost</dc:title>');
    expect(record).toContain('<dc:description>It works.</dc:description>');
    expect(record).toContain(
      '<dc:identifier>https://journals.example/indjece/archives/paper-details?paperid=a1&amp;papertitle=first-foremost</dc:identifier>' +
        '<dc:identifier>https://doi.org/10.5555/a1</dc:identifier>',
    );
    expect(record).toContain(
      '<dc:relation>https://journals.example/indjece/files/papers/a1.pdf</dc:relation>',
    );
    expect(api.callsOf('archivePaperNew')).toEqual([{ paperid: 'a1' }]);
  });

  it('reads the details of each kind from its own call, and of a record once', async () => {
    const thesis = paper('gt1');
    const conference = paper('gk1');
    const api = fakeJournalApi({
      details: {
        'thesis gt1': details(thesis, { abstract: 'Thesis abstract.' }),
        'conference gk1': details(conference, { abstract: 'Conference abstract.' }),
      },
    });
    const kept: JournalRecord[] = [
      { kind: 'thesis', summary: thesis, volume: 1, issue: null, conference: null },
      { kind: 'conference', summary: conference, volume: 1, issue: 1, conference: null },
    ];
    const get = (identifier: string) =>
      oai({ verb: 'GetRecord', arguments: { identifier, metadataPrefix: 'oai_dc' } }, kept, api);

    expect(await get(`${idPrefix}/thesis/gt1`)).toContain(
      '<dc:description>Thesis abstract.</dc:description>',
    );
    expect(await get(`${idPrefix}/conference/gk1`)).toContain(
      '<dc:description>Conference abstract.</dc:description>',
    );
    await get(`${idPrefix}/thesis/gt1`);
    expect(api.callsOf('thesisDetails')).toEqual([{ id: 'gt1' }]);
    expect(api.callsOf('conferenceDetails')).toEqual([{ id: 'gk1' }]);
  });

  it('describes a record whose details the API no longer has from its listing', async () => {
    const gone = paper('gone1', { title: 'Gone' });
    const xml = await oai(
      {
        verb: 'GetRecord',
        arguments: { identifier: `${idPrefix}/article/gone1`, metadataPrefix: 'oai_dc' },
      },
      [{ kind: 'article', summary: gone, volume: null, issue: null, conference: null }],
    );

    expect(xml).toContain('<dc:title>Gone</dc:title>');
    expect(xml).not.toContain('<dc:description>');
  });

  it.each([
    [
      { identifier: `${idPrefix}/article/zz`, metadataPrefix: 'oai_dc' },
      'idDoesNotExist',
      `No record is named ${idPrefix}/article/zz.`,
    ],
    [{ identifier: 'a1', metadataPrefix: 'oai_dc' }, 'idDoesNotExist', 'No record is named a1.'],
    [{ metadataPrefix: 'oai_dc' }, 'idDoesNotExist', 'No record is named .'],
    [
      { identifier: `${idPrefix}/article/a1`, metadataPrefix: 'marc21' },
      'cannotDisseminateFormat',
      "'marc21' is not a metadata format of this repository; oai_dc is.",
    ],
    [
      { identifier: `${idPrefix}/article/a1` },
      'cannotDisseminateFormat',
      "'' is not a metadata format of this repository; oai_dc is.",
    ],
  ])('answers %j with %s', async (args, code, message) => {
    const xml = await oai({ verb: 'GetRecord', arguments: args });

    expect(errors(xml)).toEqual([[code, message]]);
    // The request is echoed with its arguments after these errors.
    expect(xml).toContain('<request verb="GetRecord"');
  });
});

describe('ListIdentifiers and ListRecords', () => {
  it(`page ${pageSizes.ListIdentifiers} headers at a time, the token carrying the request and the next position`, async () => {
    const first = await oai(list('ListIdentifiers'), many);

    expect(pageSizes).toEqual({ ListIdentifiers: 100, ListRecords: 50 });
    expect(identifiers(first)).toEqual(
      many.slice(0, 100).map((item) => `article/${item.summary.id}`),
    );
    const token = resumption(first);
    expect(token).toMatchObject({ size: 120, cursor: 0 });
    expect(decodeToken(token?.token ?? '')).toEqual({
      v: 1,
      verb: 'ListIdentifiers',
      m: 'oai_dc',
      o: 101,
    });

    const last = await oai(
      { verb: 'ListIdentifiers', arguments: { resumptionToken: token?.token ?? '' } },
      many,
    );
    expect(identifiers(last)).toEqual(many.slice(100).map((item) => `article/${item.summary.id}`));
    expect(resumption(last)).toEqual({ size: 120, cursor: 100, token: null });
    expect(last).toContain(
      '<resumptionToken completeListSize="120" cursor="100"/></ListIdentifiers>',
    );
  });

  it(`page ${pageSizes.ListRecords} records at a time, each with its own details`, async () => {
    const api = fakeJournalApi({
      details: Object.fromEntries(
        many.map((item) => [
          `article ${item.summary.id}`,
          details(item.summary, { abstract: `Abstract of ${item.summary.id}.` }),
        ]),
      ),
    });
    const cursors: number[] = [];
    const found: string[] = [];
    let request: OaiRequest = list('ListRecords');
    for (;;) {
      const xml = await oai(request, many, api);
      const descriptions = [
        ...xml.matchAll(/<dc:description>Abstract of (\w+)\.<\/dc:description>/g),
      ];
      expect(identifiers(xml)).toEqual(descriptions.map(([, id]) => `article/${id}`));
      found.push(...identifiers(xml));
      const token = resumption(xml);
      cursors.push(token?.cursor ?? -1);
      if (!token?.token) break;
      request = { verb: 'ListRecords', arguments: { resumptionToken: token.token } };
    }

    expect(cursors).toEqual([0, 50, 100]);
    expect(found).toEqual(many.map((item) => `article/${item.summary.id}`));
  });

  it('give a list that fits one page without a resumption token', async () => {
    const xml = await oai(list('ListIdentifiers'));

    expect(identifiers(xml)).toEqual(['article/a1', 'article/a2', 'thesis/t1', 'conference/k1']);
    expect(xml).not.toContain('resumptionToken');
    expect(element(xml, 'ListIdentifiers')).toBe(
      '<ListIdentifiers>' +
        `<header><identifier>${idPrefix}/article/a1</identifier><datestamp>2025-03-01T00:00:00Z</datestamp><setSpec>article</setSpec><setSpec>article:volume-1</setSpec></header>` +
        `<header><identifier>${idPrefix}/article/a2</identifier><datestamp>2023-01-01T00:00:00Z</datestamp><setSpec>article</setSpec><setSpec>article:volume-2</setSpec></header>` +
        `<header><identifier>${idPrefix}/thesis/t1</identifier><datestamp>2024-06-01T10:00:00Z</datestamp><setSpec>thesis</setSpec><setSpec>thesis:volume-1</setSpec></header>` +
        `<header><identifier>${idPrefix}/conference/k1</identifier><datestamp>2025-01-01T00:00:00Z</datestamp><setSpec>conference</setSpec><setSpec>conference:volume-3</setSpec></header>` +
        '</ListIdentifiers>',
    );
  });

  it('give a list of exactly one page without a resumption token', async () => {
    const xml = await oai(list('ListIdentifiers'), many.slice(0, 100));

    expect(identifiers(xml)).toHaveLength(100);
    expect(xml).not.toContain('resumptionToken');
  });

  it('need a metadata format', async () => {
    const xml = await oai({ verb: 'ListRecords', arguments: {} });

    expect(errors(xml)).toEqual([
      ['cannotDisseminateFormat', "'' is not a metadata format of this repository; oai_dc is."],
    ]);
  });

  it('keep the set and the dates of the request on every page', async () => {
    // m1 ... m120 and nm1 ... nm120: the even ones are in volume 2; m4 is of January 4th and
    // m114 of April 24th.
    const both = [
      ...many,
      ...many.map((item) => ({ ...item, summary: { ...item.summary, id: `n${item.summary.id}` } })),
    ];
    const args = { set: 'article:volume-2', from: '2025-01-03', until: '2025-04-25' };
    const first = await oai(list('ListIdentifiers', args), both);
    const token = resumption(first)?.token ?? '';

    expect(decodeToken(token)).toEqual({
      v: 1,
      verb: 'ListIdentifiers',
      m: 'oai_dc',
      s: 'article:volume-2',
      f: '2025-01-03',
      u: '2025-04-25',
      o: 101,
    });
    expect(identifiers(first).slice(0, 2)).toEqual(['article/m4', 'article/m6']);
    expect(resumption(first)).toMatchObject({ size: 112, cursor: 0 });

    const second = await oai(
      { verb: 'ListIdentifiers', arguments: { resumptionToken: token } },
      both,
    );
    expect(identifiers(second)).toEqual(
      Array.from({ length: 12 }, (_, index) => `article/nm${92 + 2 * index}`),
    );
    expect(resumption(second)).toEqual({ size: 112, cursor: 100, token: null });
  });

  it('select by set', async () => {
    expect(identifiers(await oai(list('ListIdentifiers', { set: 'article:volume-2' })))).toEqual([
      'article/a2',
    ]);
    expect(identifiers(await oai(list('ListIdentifiers', { set: 'thesis' })))).toEqual([
      'thesis/t1',
    ]);
    expect(identifiers(await oai(list('ListIdentifiers', { set: "x.y_z:1!~*'()-" })))).toEqual([]);
  });

  it.each([
    ['from', { from: '2025-01-01' }, ['article/a1', 'conference/k1']],
    ['from, to the second', { from: '2025-01-01T00:00:01Z' }, ['article/a1']],
    ['until', { until: '2024-06-01' }, ['article/a2', 'thesis/t1']],
    ['until, to the second', { until: '2024-06-01T09:59:59Z' }, ['article/a2']],
    ['from and until', { from: '2024-01-01', until: '2025-01-01' }, ['thesis/t1', 'conference/k1']],
  ])('select by date: %s', async (_what, args, wanted) => {
    expect(identifiers(await oai(list('ListIdentifiers', args)))).toEqual(wanted);
  });

  it.each([
    [
      list('ListRecords', { metadataPrefix: 'marc21' }),
      'cannotDisseminateFormat',
      "'marc21' is not a metadata format of this repository; oai_dc is.",
    ],
    [
      list('ListRecords', { from: '2025-02-30' }),
      'badArgument',
      "'from' must be a date (YYYY-MM-DD) or a UTC date-time (YYYY-MM-DDThh:mm:ssZ).",
    ],
    [
      list('ListRecords', { from: '2025-02-01', until: '2025-01-01' }),
      'badArgument',
      "'from' is later than 'until'.",
    ],
    [
      list('ListIdentifiers', { from: '2099-01-01' }),
      'noRecordsMatch',
      'No record matches the request.',
    ],
    [list('ListIdentifiers', { set: 'book' }), 'noRecordsMatch', 'No record matches the request.'],
    [list('ListIdentifiers', { set: 'a b' }), 'badArgument', "'a b' is not a set spec."],
    [list('ListIdentifiers', { set: ' article' }), 'badArgument', "' article' is not a set spec."],
    [list('ListIdentifiers', { set: 'article ' }), 'badArgument', "'article ' is not a set spec."],
    [list('ListIdentifiers', { set: 'article:' }), 'badArgument', "'article:' is not a set spec."],
    [list('ListIdentifiers', { set: ':article' }), 'badArgument', "':article' is not a set spec."],
    [list('ListIdentifiers', { set: '' }), 'badArgument', "'' is not a set spec."],
  ])('answer %j with %s', async (request, code, message) => {
    expect(errors(await oai(request))).toEqual([[code, message]]);
  });

  it('check the format before the set', async () => {
    const xml = await oai(list('ListIdentifiers', { metadataPrefix: 'marc21', set: 'a b' }));

    expect(errors(xml).map(([code]) => code)).toEqual(['cannotDisseminateFormat']);
  });

  it('take only their own tokens', async () => {
    const records = encodeToken({ v: 1, verb: 'ListRecords', m: 'oai_dc', o: 51 });

    for (const resumptionToken of [records, 'garbage!']) {
      const xml = await oai({ verb: 'ListIdentifiers', arguments: { resumptionToken } }, many);
      expect(errors(xml)).toEqual([['badResumptionToken', 'The resumption token is not valid.']]);
    }
  });

  it('refuse a token past the end of the list, and take one at its last item', async () => {
    const at = (o: number) =>
      oai(
        {
          verb: 'ListIdentifiers',
          arguments: {
            resumptionToken: encodeToken({ v: 1, verb: 'ListIdentifiers', m: 'oai_dc', o }),
          },
        },
        many,
      );

    expect(errors(await at(121))).toEqual([
      ['badResumptionToken', 'The resumption token has expired.'],
    ]);
    const last = await at(120);
    expect(identifiers(last)).toEqual(['article/m120']);
    expect(resumption(last)).toEqual({ size: 120, cursor: 119, token: null });
  });

  it('check the format and dates a token carries', async () => {
    const token = (fields: { m: string; f?: string }) =>
      encodeToken({ v: 1, verb: 'ListRecords', o: 1, ...fields });

    expect(
      errors(
        await oai({ verb: 'ListRecords', arguments: { resumptionToken: token({ m: 'marc21' }) } }),
      ),
    ).toEqual([
      [
        'cannotDisseminateFormat',
        "'marc21' is not a metadata format of this repository; oai_dc is.",
      ],
    ]);
    expect(
      errors(
        await oai({
          verb: 'ListRecords',
          arguments: { resumptionToken: token({ m: 'oai_dc', f: 'soon' }) },
        }),
      ),
    ).toEqual([
      [
        'badArgument',
        "'from' must be a date (YYYY-MM-DD) or a UTC date-time (YYYY-MM-DDThh:mm:ssZ).",
      ],
    ]);
  });

  it('say no record matches a journal without records, token or not', async () => {
    expect(errors(await oai(list('ListRecords'), []))).toEqual([
      ['noRecordsMatch', 'No record matches the request.'],
    ]);
  });
});

describe('a request that broke the rules', () => {
  it('is answered with its errors and the base URL, without the request', () => {
    const xml = oaiRequestErrorDocument({ site, origin, now }, [
      { code: 'badVerb', message: 'The request has no verb.' },
    ]);

    expect(xml).toContain('<responseDate>2026-11-24T12:00:00Z</responseDate>');
    expect(xml).toContain(
      '<request>https://journals.example/indjece/oai</request><error code="badVerb">The request has no verb.</error>',
    );
  });
});
