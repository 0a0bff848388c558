// @vitest-environment node
// The protocol's rules a harvester reads back: each verb's arguments and the exact error
// messages, the datestamp bounds, and what a resumption token must hold.
import { describe, expect, it } from 'vitest';
import { inRange, oaiGranularity, parseDateRange, recordDatestamp } from '../src/oai/oai-dates.ts';
import { parseOaiRequest } from '../src/oai/oai-request.ts';
import { decodeToken, encodeToken } from '../src/oai/resumption-token.ts';

const parse = (query: string) => parseOaiRequest(new URLSearchParams(query));
const badArgument = (message: string) => ({ code: 'badArgument', message });

describe('the errors of an OAI-PMH request', () => {
  it.each([
    ['', 'The request has no verb.'],
    ['verb=Bogus', "'Bogus' is not an OAI-PMH verb."],
    ['verb=identify', "'identify' is not an OAI-PMH verb."],
    ['verb=Identify&verb=ListSets', 'The verb is repeated.'],
  ])('%j: badVerb, %s', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, verb: null, errors: [{ code: 'badVerb', message }] });
  });

  it.each([
    ['verb=Identify&identifier=i', 'Identify', "Identify takes no argument 'identifier'."],
    [
      'verb=ListMetadataFormats&metadataPrefix=oai_dc',
      'ListMetadataFormats',
      "ListMetadataFormats takes no argument 'metadataPrefix'.",
    ],
    [
      'verb=GetRecord&identifier=i&metadataPrefix=oai_dc&from=2025-01-01',
      'GetRecord',
      "GetRecord takes no argument 'from'.",
    ],
    [
      'verb=ListSets&resumptionToken=a&resumptionToken=b',
      'ListSets',
      "The argument 'resumptionToken' is repeated.",
    ],
    [
      'verb=ListIdentifiers&resumptionToken=a&set=article',
      'ListIdentifiers',
      "'resumptionToken' is exclusive: no other argument may come with it.",
    ],
    [
      'verb=ListRecords&from=2025-01-01',
      'ListRecords',
      "ListRecords needs the argument 'metadataPrefix'.",
    ],
    [
      'verb=ListIdentifiers&metadataPrefix=',
      'ListIdentifiers',
      "ListIdentifiers needs the argument 'metadataPrefix'.",
    ],
  ])('%j: badArgument, %s', (query, verb, message) => {
    expect(parse(query)).toEqual({ ok: false, verb, errors: [badArgument(message)] });
  });

  it('lists every missing argument of GetRecord, in order', () => {
    expect(parse('verb=GetRecord')).toEqual({
      ok: false,
      verb: 'GetRecord',
      errors: [
        badArgument("GetRecord needs the argument 'identifier'."),
        badArgument("GetRecord needs the argument 'metadataPrefix'."),
      ],
    });
  });

  it.each([
    ['verb=ListSets&resumptionToken=t', { verb: 'ListSets', arguments: { resumptionToken: 't' } }],
    [
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2025-01-01&until=2025-02-01&set=article',
      {
        verb: 'ListIdentifiers',
        arguments: {
          metadataPrefix: 'oai_dc',
          from: '2025-01-01',
          until: '2025-02-01',
          set: 'article',
        },
      },
    ],
    ['verb=ListSets', { verb: 'ListSets', arguments: {} }],
  ])('%j is valid', (query, request) => {
    expect(parse(query)).toEqual({ ok: true, request });
  });
});

describe('datestamps', () => {
  it('the granularity is seconds', () => {
    expect(oaiGranularity).toBe('YYYY-MM-DDThh:mm:ssZ');
  });

  it.each([
    ['from', '2025-02-29', undefined],
    ['from', '2025-01-01T24:00:00Z', undefined],
    ['from', '2025-02-30T10:00:00Z', undefined],
    ['from', ' 2025-01-01', undefined],
    ['from', '2025-01-01 ', undefined],
    ['until', undefined, '2025-1-1'],
    ['until', '2025-01-01', 'x2025-01-02'],
  ])("a bad '%s' (%s, %s) says what a datestamp is", (name, from, until) => {
    expect(parseDateRange(from, until)).toBe(
      `'${name}' must be a date (YYYY-MM-DD) or a UTC date-time (YYYY-MM-DDThh:mm:ssZ).`,
    );
  });

  it('takes a leap day', () => {
    expect(parseDateRange('2024-02-29', undefined)).toEqual({
      from: '2024-02-29T00:00:00Z',
      until: null,
    });
  });

  it.each([
    ['2025-01-01', '2025-01-02T00:00:00Z'],
    ['2025-01-01T00:00:00Z', '2025-01-02'],
  ])('%s and %s have different granularities', (from, until) => {
    expect(parseDateRange(from, until)).toBe("'from' and 'until' must have the same granularity.");
  });

  it("refuses a 'from' after 'until', and takes them equal", () => {
    expect(parseDateRange('2025-01-01T10:00:01Z', '2025-01-01T10:00:00Z')).toBe(
      "'from' is later than 'until'.",
    );
    expect(parseDateRange('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z')).toEqual({
      from: '2025-01-01T10:00:00Z',
      until: '2025-01-01T10:00:00Z',
    });
    expect(parseDateRange('2025-01-01', '2025-01-01')).toEqual({
      from: '2025-01-01T00:00:00Z',
      until: '2025-01-01T23:59:59Z',
    });
    expect(parseDateRange(undefined, undefined)).toEqual({ from: null, until: null });
  });

  it('an open bound takes every datestamp on its side', () => {
    const datestamp = '2025-01-15T00:00:00Z';

    expect(inRange(datestamp, { from: null, until: null })).toBe(true);
    expect(inRange(datestamp, { from: '2025-01-16T00:00:00Z', until: null })).toBe(false);
    expect(inRange(datestamp, { from: null, until: '2025-01-14T00:00:00Z' })).toBe(false);
    expect(inRange(datestamp, { from: '2025-01-15T00:00:00Z', until: null })).toBe(true);
    expect(inRange(datestamp, { from: null, until: '2025-01-15T00:00:00Z' })).toBe(true);
  });

  it("a record's datestamp is its last change, else the first day of its year", () => {
    expect(recordDatestamp('2025-03-04T05:06:07Z', 2020, 2026)).toBe('2025-03-04T05:06:07Z');
    expect(recordDatestamp(null, 2020, 2026)).toBe('2020-01-01T00:00:00Z');
    expect(recordDatestamp(null, null, 2026)).toBe('2026-01-01T00:00:00Z');
  });
});

describe('what a resumption token holds', () => {
  const token = { v: 1, verb: 'ListIdentifiers', m: 'oai_dc', f: 'a', u: 'b', s: 'c', o: 1 };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('carries every argument of the list request', () => {
    expect(decodeToken(encodeToken(token as Parameters<typeof encodeToken>[0]))).toEqual(token);
    expect(decodeToken(encode({ v: 1, verb: 'ListRecords', m: 'oai_dc', o: 7 }))).toEqual({
      v: 1,
      verb: 'ListRecords',
      m: 'oai_dc',
      o: 7,
    });
  });

  it.each([
    ['version 2', { ...token, v: 2 }],
    ['another verb', { ...token, verb: 'GetRecord' }],
    ['no format', { ...token, m: undefined }],
    ['a format that is not text', { ...token, m: 1 }],
    ['a set that is not text', { ...token, s: 1 }],
    ['a from that is not text', { ...token, f: 1 }],
    ['an until that is not text', { ...token, u: 1 }],
    ['no offset', { ...token, o: undefined }],
    ['offset 0', { ...token, o: 0 }],
    ['a fractional offset', { ...token, o: 1.5 }],
    ['an offset as text', { ...token, o: '2' }],
  ])('refuses a token with %s', (_what, value) => {
    expect(decodeToken(encode(value))).toBeNull();
  });

  it('refuses text around a token and tokens over 2000 characters', () => {
    const text = encode(token);

    expect(decodeToken(`${text}.`)).toBeNull();
    expect(decodeToken(`.${text}`)).toBeNull();
    expect(decodeToken(encode({ ...token, s: 'x'.repeat(1500) }))).toBeNull();
    expect(decodeToken(encode({ ...token, s: 'x'.repeat(1400) }))).not.toBeNull();
  });
});
