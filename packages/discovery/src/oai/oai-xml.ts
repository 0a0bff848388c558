// The OAI-PMH response document (section 3.2): the envelope with the response date and the
// request echoed, then the verb's element or the errors.
import { xmlText } from '@journals/site-kit/server/discovery/xml.ts';
import type { OaiError, OaiRequest } from './oai-request.ts';

const namespace = 'http://www.openarchives.org/OAI/2.0/';
const schema = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';

function requestElement(baseUrl: string, request: OaiRequest | null): string {
  // After badVerb or badArgument the request element carries no attributes (section 3.2).
  const attributes = request
    ? Object.entries({ verb: request.verb, ...request.arguments })
        .map(([name, value]) => ` ${name}="${xmlText(value ?? '')}"`)
        .join('')
    : '';
  return `<request${attributes}>${xmlText(baseUrl)}</request>`;
}

function envelope(now: Date, baseUrl: string, request: OaiRequest | null, body: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<OAI-PMH xmlns="${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"`,
    ` xsi:schemaLocation="${namespace} ${schema}">`,
    `<responseDate>${now.toISOString().replace(/\.\d{3}Z$/, 'Z')}</responseDate>`,
    requestElement(baseUrl, request),
    body,
    '</OAI-PMH>\n',
  ].join('');
}

export function oaiResponseXml(
  now: Date,
  baseUrl: string,
  request: OaiRequest,
  verbBody: string,
): string {
  return envelope(now, baseUrl, request, `<${request.verb}>${verbBody}</${request.verb}>`);
}

/**
 * An error response. `request` is echoed for errors other than badVerb and badArgument (the
 * protocol leaves the attributes out for those).
 */
export function oaiErrorXml(
  now: Date,
  baseUrl: string,
  request: OaiRequest | null,
  errors: readonly OaiError[],
): string {
  const plain = errors.some((error) => error.code === 'badVerb' || error.code === 'badArgument');
  const body = errors
    .map((error) => `<error code="${error.code}">${xmlText(error.message)}</error>`)
    .join('');
  return envelope(now, baseUrl, plain ? null : request, body);
}

export function headerXml(identifier: string, datestamp: string, setSpecs: readonly string[]) {
  return [
    '<header>',
    `<identifier>${xmlText(identifier)}</identifier>`,
    `<datestamp>${datestamp}</datestamp>`,
    ...setSpecs.map((spec) => `<setSpec>${xmlText(spec)}</setSpec>`),
    '</header>',
  ].join('');
}

/** The resumption token element of a list page: empty on the last page (section 3.5). */
export function resumptionTokenXml(token: string | null, completeListSize: number, cursor: number) {
  const attributes = ` completeListSize="${completeListSize}" cursor="${cursor}"`;
  return token === null
    ? `<resumptionToken${attributes}/>`
    : `<resumptionToken${attributes}>${xmlText(token)}</resumptionToken>`;
}
