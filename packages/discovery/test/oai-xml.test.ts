// @vitest-environment node
// The OAI-PMH document, element by element (protocol section 3.2): the envelope, the request
// echoed (without its attributes after badVerb or badArgument), headers and resumption tokens.
import { describe, expect, it } from 'vitest';
import { headerXml, oaiErrorXml, oaiResponseXml, resumptionTokenXml } from '../src/oai/oai-xml.ts';

const now = new Date('2025-04-03T10:00:00.123Z');
const base = 'https://journals.example/indjece/oai';
const envelopeStart =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"' +
  ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
  ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">' +
  '<responseDate>2025-04-03T10:00:00Z</responseDate>';

describe('the OAI-PMH envelope', () => {
  it("holds the response date to the second, the request with its arguments, and the verb's element", () => {
    const xml = oaiResponseXml(
      now,
      base,
      { verb: 'ListRecords', arguments: { metadataPrefix: 'oai_dc', set: 'a&b' } },
      '<record/>',
    );

    expect(xml).toBe(
      envelopeStart +
        `<request verb="ListRecords" metadataPrefix="oai_dc" set="a&amp;b">${base}</request>` +
        '<ListRecords><record/></ListRecords>' +
        '</OAI-PMH>\n',
    );
  });

  it('after badVerb or badArgument, echoes the request without attributes', () => {
    const request = { verb: 'GetRecord' as const, arguments: { identifier: 'x' } };

    expect(
      oaiErrorXml(now, base, request, [
        { code: 'badArgument', message: "GetRecord needs the argument 'metadataPrefix'." },
      ]),
    ).toBe(
      envelopeStart +
        `<request>${base}</request>` +
        '<error code="badArgument">GetRecord needs the argument &apos;metadataPrefix&apos;.</error>' +
        '</OAI-PMH>\n',
    );
    expect(oaiErrorXml(now, base, null, [{ code: 'badVerb', message: 'No verb.' }])).toContain(
      `<request>${base}</request><error code="badVerb">No verb.</error>`,
    );
  });

  it('after any other error, echoes the request with its arguments, and every error', () => {
    const request = { verb: 'GetRecord' as const, arguments: { identifier: 'oai:x:1' } };

    expect(
      oaiErrorXml(now, base, request, [
        { code: 'idDoesNotExist', message: 'No such record.' },
        { code: 'cannotDisseminateFormat', message: 'No such format.' },
      ]),
    ).toBe(
      envelopeStart +
        `<request verb="GetRecord" identifier="oai:x:1">${base}</request>` +
        '<error code="idDoesNotExist">No such record.</error>' +
        '<error code="cannotDisseminateFormat">No such format.</error>' +
        '</OAI-PMH>\n',
    );
  });
});

describe('list parts', () => {
  it('a header holds the identifier, the datestamp and each set', () => {
    expect(headerXml('oai:x:<1>', '2025-01-01T00:00:00Z', ['article', 'vol-1'])).toBe(
      '<header><identifier>oai:x:&lt;1&gt;</identifier><datestamp>2025-01-01T00:00:00Z</datestamp>' +
        '<setSpec>article</setSpec><setSpec>vol-1</setSpec></header>',
    );
    expect(headerXml('oai:x:1', '2025-01-01T00:00:00Z', [])).toBe(
      '<header><identifier>oai:x:1</identifier><datestamp>2025-01-01T00:00:00Z</datestamp></header>',
    );
  });

  it('a resumption token carries the list size and cursor, and is empty on the last page', () => {
    expect(resumptionTokenXml('abc', 120, 50)).toBe(
      '<resumptionToken completeListSize="120" cursor="50">abc</resumptionToken>',
    );
    expect(resumptionTokenXml(null, 120, 100)).toBe(
      '<resumptionToken completeListSize="120" cursor="100"/>',
    );
  });
});
