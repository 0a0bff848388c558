// @vitest-environment node
// The edges of the OAI-PMH document and its tokens: an argument given without a value, the
// request echoed without attributes whenever badVerb or badArgument is among the errors, and a
// token whose text is not JSON.
import { describe, expect, it } from 'vitest';
import { oaiErrorXml, oaiResponseXml } from '../src/oai/oai-xml.ts';
import { decodeToken } from '../src/oai/resumption-token.ts';

const now = new Date('2025-04-03T10:00:00Z');
const base = 'https://journals.example/indjece/oai';

describe('the request echoed in a document', () => {
  it('gives an argument without a value as empty', () => {
    expect(
      oaiResponseXml(
        now,
        base,
        { verb: 'ListSets', arguments: { resumptionToken: undefined } },
        '',
      ),
    ).toContain(`<request verb="ListSets" resumptionToken="">${base}</request>`);
  });

  it.each(['badVerb', 'badArgument'] as const)(
    'has no attributes after %s, whatever other errors come with it',
    (code) => {
      const xml = oaiErrorXml(now, base, { verb: 'GetRecord', arguments: { identifier: 'x' } }, [
        { code: 'idDoesNotExist', message: 'No record is named x.' },
        { code, message: 'Wrong.' },
      ]);

      expect(xml).toContain(
        `<request>${base}</request><error code="idDoesNotExist">No record is named x.</error>` +
          `<error code="${code}">Wrong.</error>`,
      );
    },
  );
});

describe('a resumption token', () => {
  it.each(['abc', 'e30x', 'bm90IGpzb24'])('%j, whose text is not JSON, is none', (text) => {
    expect(decodeToken(text)).toBeNull();
  });
});
