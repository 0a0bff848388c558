// The journal's OAI-PMH 2.0 provider (/oai) as harvesters use it: an independent harvester
// (Perl's HTTP::OAI) harvests every record the API lists, following resumption tokens; bad
// requests get the protocol's error codes in the document; an API that is down gives 503.
import { XMLParser } from 'fast-xml-parser';
import { apiRecordCounts } from '../../src/api-items.ts';
import { expect, test } from '../../src/fixtures.ts';
import { harvestOai } from '../../src/oai-harvester.ts';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'error' });

test.describe.configure({ timeout: 180_000 });

test('an independent harvester (HTTP::OAI) harvests every record the API lists, once each', async ({
  site,
}) => {
  const [records, counts] = await Promise.all([harvestOai(site.url('oai')), apiRecordCounts()]);
  expect(counts.article).toBeGreaterThan(0);
  expect(records).toHaveLength(counts.total);
  expect(new Set(records.map((record) => record.identifier)).size).toBe(counts.total);
  const prefix = `oai:indjournals.example:${site.config.id}/`;
  for (const record of records) {
    expect(record.identifier.startsWith(prefix), record.identifier).toBe(true);
    expect(record.datestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(record.title, record.identifier).not.toBe('');
  }
  const kinds = (kind: string) =>
    records.filter((record) => record.identifier.startsWith(`${prefix}${kind}/`));
  expect(kinds('article')).toHaveLength(counts.article);
  expect(kinds('thesis')).toHaveLength(counts.thesis);
  expect(kinds('conference')).toHaveLength(counts.conference);
});

async function oai(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { response, document: parser.parse(text)['OAI-PMH'], text };
}

test.describe('bad requests get the protocol’s error codes (with HTTP 200, as OAI-PMH requires)', () => {
  const cases: [string, string][] = [
    ['', 'badVerb'],
    ['verb=Harvest', 'badVerb'],
    ['verb=Identify&verb=ListSets', 'badVerb'],
    ['verb=Identify&extra=1', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2025-02-30', 'badArgument'],
    [
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2025-01-02T00:00:00Z',
      'badArgument',
    ],
    ['verb=ListRecords&resumptionToken=abc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=marc21', 'cannotDisseminateFormat'],
    [
      'verb=GetRecord&identifier=oai:indjournals.example:nowhere/article/1&metadataPrefix=oai_dc',
      'idDoesNotExist',
    ],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2099-01-01', 'noRecordsMatch'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=article:volume-999', 'noRecordsMatch'],
    ['verb=ListIdentifiers&resumptionToken=not-a-token', 'badResumptionToken'],
  ];
  for (const [query, code] of cases) {
    test(`?${query} → ${code}`, async ({ site }) => {
      const { response, document } = await oai(`${site.url('oai')}?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/xml; charset=utf-8');
      expect(document.error.map((error: Record<string, string>) => error['@_code'])).toContain(
        code,
      );
      expect(document.responseDate).toMatch(/Z$/);
    });
  }
});

test('a request sent as a form POST is answered as the same GET', async ({ site }) => {
  const body = 'verb=ListIdentifiers&metadataPrefix=oai_dc&set=article';
  const posted = await oai(site.url('oai'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const got = await oai(`${site.url('oai')}?${body}`);
  expect(posted.response.status).toBe(200);
  expect(posted.document.ListIdentifiers.header).toEqual(got.document.ListIdentifiers.header);
  const put = await fetch(site.url('oai'), { method: 'PUT', body });
  expect(put.status).toBeGreaterThanOrEqual(400);
  expect(put.status).toBeLessThan(500);
});

test('Identify names the repository, its base URL and an e-mail of the journal', async ({
  site,
}) => {
  const { document } = await oai(`${site.url('oai')}?verb=Identify`);
  expect(document.Identify.repositoryName).toContain(site.config.names.title);
  expect(document.Identify.baseURL).toBe(site.url('oai'));
  expect(document.Identify.adminEmail).toMatch(/@/);
});

test('with the API down it answers 503 and says when to come back', async ({ site }) => {
  const response = await fetch(
    `${site.url('oai', 'apiDown')}?verb=ListRecords&metadataPrefix=oai_dc`,
  );
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBeTruthy();
});
