// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDateRange, inRange } from '../src/oai/oai-dates.ts';
import { parseOaiRequest } from '../src/oai/oai-request.ts';
import { decodeToken, encodeToken } from '../src/oai/resumption-token.ts';

const parse = (query: string) => parseOaiRequest(new URLSearchParams(query));

describe('an OAI-PMH request', () => {
  it.each([
    ['verb=Identify', { verb: 'Identify', arguments: {} }],
    [
      'verb=ListMetadataFormats&identifier=oai:x:y',
      { verb: 'ListMetadataFormats', arguments: { identifier: 'oai:x:y' } },
    ],
    [
      'verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&set=article',
      {
        verb: 'ListRecords',
        arguments: { metadataPrefix: 'oai_dc', from: '2025-01-01', set: 'article' },
      },
    ],
    [
      'verb=ListIdentifiers&resumptionToken=abc',
      { verb: 'ListIdentifiers', arguments: { resumptionToken: 'abc' } },
    ],
    [
      'verb=GetRecord&identifier=i&metadataPrefix=oai_dc',
      { verb: 'GetRecord', arguments: { identifier: 'i', metadataPrefix: 'oai_dc' } },
    ],
  ])('%s is valid', (query, request) => {
    expect(parse(query)).toEqual({ ok: true, request });
  });

  it.each([
    ['', 'badVerb'],
    ['verb=Bogus', 'badVerb'],
    ['verb=Identify&verb=Identify', 'badVerb'],
    ['verb=Identify&foo=1', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&resumptionToken=x&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListSets&set=a', 'badArgument'],
  ])('%j is rejected with %s', (query, code) => {
    const parsed = parse(query);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors.map((error) => error.code)).toContain(code);
  });
});

describe('from and until', () => {
  it.each([
    ['2025-01-01', undefined, { from: '2025-01-01T00:00:00Z', until: null }],
    [undefined, '2025-01-31', { from: null, until: '2025-01-31T23:59:59Z' }],
    [
      '2025-01-01T10:00:00Z',
      '2025-01-01T11:00:00Z',
      { from: '2025-01-01T10:00:00Z', until: '2025-01-01T11:00:00Z' },
    ],
  ])('from %s until %s is %j', (from, until, range) => {
    expect(parseDateRange(from, until)).toEqual(range);
  });

  it.each([
    ['2025-13-01', undefined],
    ['2025-02-30', undefined],
    ['yesterday', undefined],
    ['2025-01-01T10:00:00', undefined],
    ['2025-01-01', '2025-01-02T00:00:00Z'],
    ['2025-02-01', '2025-01-01'],
  ])('from %s until %s is a bad argument', (from, until) => {
    expect(typeof parseDateRange(from, until)).toBe('string');
  });

  it('includes both ends', () => {
    const range = { from: '2025-01-01T00:00:00Z', until: '2025-01-31T23:59:59Z' };
    expect(inRange('2025-01-01T00:00:00Z', range)).toBe(true);
    expect(inRange('2025-01-31T23:59:59Z', range)).toBe(true);
    expect(inRange('2025-02-01T00:00:00Z', range)).toBe(false);
  });
});

describe('resumption tokens', () => {
  it('carry the list request and where the next page starts', () => {
    const token = { v: 1, verb: 'ListRecords', m: 'oai_dc', s: 'article', o: 51 } as const;
    expect(decodeToken(encodeToken(token))).toEqual(token);
  });

  it.each([
    '',
    'not a token!',
    Buffer.from('{"v":2}').toString('base64url'),
    Buffer.from('[]').toString('base64url'),
  ])('%j is not a token', (text) => {
    expect(decodeToken(text)).toBeNull();
  });
});
