// The OAI-PMH 2.0 data provider of a journal: the six verbs over the journal's records (its
// shared walk of the API), with oai_dc metadata, sets per kind and volume, from/until on the
// records' updated_at, resumption tokens, and the protocol's errors. Errors are reported in the
// document with HTTP 200, as the protocol requires (section 3.6); only an API that is down
// answers 503 with Retry-After.
import type { ApiClient } from '@journals/api-client';
import type { PaperDetails } from '@journals/api-contract';
import {
  discoveryPaths,
  oaiRepositoryIdentifier,
  sitePath,
  type JournalSiteConfig,
} from '@journals/site-config';
import { xmlText } from '@journals/site-kit/server/discovery/xml.ts';
import { journalFileUrl } from '../paper/file-url.ts';
import { fetchPaperDetails } from '../paper/fetch-details.server.ts';
import { recordArea, recordHref, type JournalRecord } from '../records.ts';
import { TimedCache } from '../timed-cache.ts';
import { inRange, oaiGranularity, parseDateRange } from './oai-dates.ts';
import { dublinCoreXml, oaiDcFormat } from './oai-dc.ts';
import { oaiItem, oaiSets, parseOaiIdentifier, type OaiItem } from './oai-records.ts';
import type { OaiError, OaiRequest } from './oai-request.ts';
import { decodeToken, encodeToken, type ResumptionToken } from './resumption-token.ts';
import { headerXml, oaiErrorXml, oaiResponseXml, resumptionTokenXml } from './oai-xml.ts';

export const pageSizes = { ListIdentifiers: 100, ListRecords: 50 } as const;

export interface OaiContext {
  site: JournalSiteConfig;
  client: ApiClient;
  origin: string;
  /** The journal's records, in the walk's order. */
  records: () => Promise<JournalRecord[]>;
  adminEmail: string;
  now: Date;
}

/** The document, or the errors to report. */
type Answer = { body: string } | { errors: OaiError[] };

const detailsCache = new TimedCache<PaperDetails | null>(15 * 60_000, 5000);

function baseUrl({ site, origin }: OaiContext) {
  return `${origin}${sitePath(site, discoveryPaths.oai)}`;
}

async function items(context: OaiContext): Promise<OaiItem[]> {
  return (await context.records()).map((record) => oaiItem(context.site, record));
}

async function identify(context: OaiContext): Promise<Answer> {
  const { site } = context;
  const stamps = (await items(context)).map((item) => item.datestamp).sort();
  const earliest = stamps[0] ?? `${site.journal.startYear}-01-01T00:00:00Z`;
  const sample = `oai:${oaiRepositoryIdentifier}:${site.id}/article/1`;
  return {
    body: [
      `<repositoryName>${xmlText(`${site.names.title} (${site.names.acronym})`)}</repositoryName>`,
      `<baseURL>${xmlText(baseUrl(context))}</baseURL>`,
      '<protocolVersion>2.0</protocolVersion>',
      `<adminEmail>${xmlText(context.adminEmail)}</adminEmail>`,
      `<earliestDatestamp>${earliest}</earliestDatestamp>`,
      '<deletedRecord>no</deletedRecord>',
      `<granularity>${oaiGranularity}</granularity>`,
      '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier"',
      ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
      ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">',
      `<scheme>oai</scheme><repositoryIdentifier>${oaiRepositoryIdentifier}</repositoryIdentifier>`,
      `<delimiter>:</delimiter><sampleIdentifier>${sample}</sampleIdentifier>`,
      '</oai-identifier></description>',
    ].join(''),
  };
}

const metadataFormatXml = [
  '<metadataFormat>',
  `<metadataPrefix>${oaiDcFormat.metadataPrefix}</metadataPrefix>`,
  `<schema>${oaiDcFormat.schema}</schema>`,
  `<metadataNamespace>${oaiDcFormat.metadataNamespace}</metadataNamespace>`,
  '</metadataFormat>',
].join('');

async function findItem(context: OaiContext, identifier: string): Promise<OaiItem | null> {
  const wanted = parseOaiIdentifier(context.site, identifier);
  if (!wanted) return null;
  return (
    (await items(context)).find(
      (item) => item.record.kind === wanted.kind && item.record.summary.id === wanted.id,
    ) ?? null
  );
}

async function listMetadataFormats(context: OaiContext, request: OaiRequest): Promise<Answer> {
  const { identifier } = request.arguments;
  if (identifier !== undefined && !(await findItem(context, identifier))) {
    return { errors: [{ code: 'idDoesNotExist', message: `No record is named ${identifier}.` }] };
  }
  return { body: metadataFormatXml };
}

async function listSets(context: OaiContext, request: OaiRequest): Promise<Answer> {
  if (request.arguments.resumptionToken !== undefined) {
    return { errors: [{ code: 'badResumptionToken', message: 'The list of sets comes whole.' }] };
  }
  const sets = oaiSets(context.site, await context.records());
  if (sets.length === 0) {
    // A journal with no record yet has no set: the protocol's answer for that (a ListSets
    // element must hold at least one set).
    return { errors: [{ code: 'noSetHierarchy', message: 'There are no sets yet.' }] };
  }
  return {
    body: sets
      .map(
        (set) =>
          `<set><setSpec>${xmlText(set.spec)}</setSpec><setName>${xmlText(set.name)}</setName></set>`,
      )
      .join(''),
  };
}

async function detailsOf(context: OaiContext, record: JournalRecord): Promise<PaperDetails | null> {
  const key = `${context.site.id} ${record.kind} ${record.summary.id}`;
  return detailsCache.get(key, () =>
    fetchPaperDetails(context.client, recordArea[record.kind], record.summary.id),
  );
}

async function recordXml(context: OaiContext, item: OaiItem): Promise<string> {
  const { site, origin } = context;
  const details = await detailsOf(context, item.record);
  const metadata = dublinCoreXml({
    site,
    record: item.record,
    details,
    pageUrl: `${origin}${sitePath(site, recordHref(item.record))}`,
    pdfUrl: journalFileUrl(site, origin, item.record.summary.pdfUrl),
  });
  return `<record>${headerXml(item.identifier, item.datestamp, item.setSpecs)}<metadata>${metadata}</metadata></record>`;
}

async function getRecord(context: OaiContext, request: OaiRequest): Promise<Answer> {
  const { identifier = '', metadataPrefix } = request.arguments;
  const item = await findItem(context, identifier);
  if (!item)
    return { errors: [{ code: 'idDoesNotExist', message: `No record is named ${identifier}.` }] };
  if (metadataPrefix !== oaiDcFormat.metadataPrefix) {
    return { errors: [cannotDisseminate(metadataPrefix)] };
  }
  return { body: await recordXml(context, item) };
}

function cannotDisseminate(prefix: string | undefined): OaiError {
  return {
    code: 'cannotDisseminateFormat',
    message: `'${prefix ?? ''}' is not a metadata format of this repository; oai_dc is.`,
  };
}

/** The list request a page continues: its own arguments, or those its token carries. */
function listArguments(request: OaiRequest): ResumptionToken | OaiError {
  const { resumptionToken, metadataPrefix, set, from, until } = request.arguments;
  if (resumptionToken !== undefined) {
    const token = decodeToken(resumptionToken);
    return token && token.verb === request.verb
      ? token
      : { code: 'badResumptionToken', message: 'The resumption token is not valid.' };
  }
  return {
    v: 1,
    verb: request.verb as ResumptionToken['verb'],
    m: metadataPrefix ?? '',
    ...(set === undefined ? {} : { s: set }),
    ...(from === undefined ? {} : { f: from }),
    ...(until === undefined ? {} : { u: until }),
    o: 1,
  };
}

async function list(context: OaiContext, request: OaiRequest): Promise<Answer> {
  const args = listArguments(request);
  if ('code' in args) return { errors: [args] };
  const range = parseDateRange(args.f, args.u);
  if (typeof range === 'string') return { errors: [{ code: 'badArgument', message: range }] };
  if (args.m !== oaiDcFormat.metadataPrefix) return { errors: [cannotDisseminate(args.m)] };
  if (args.s !== undefined && !/^[A-Za-z0-9_.!~*'()-]+(:[A-Za-z0-9_.!~*'()-]+)*$/.test(args.s)) {
    return { errors: [{ code: 'badArgument', message: `'${args.s}' is not a set spec.` }] };
  }
  const matching = (await items(context)).filter(
    (item) =>
      inRange(item.datestamp, range) && (args.s === undefined || item.setSpecs.includes(args.s)),
  );
  const start = args.o - 1;
  if (request.arguments.resumptionToken !== undefined && start >= matching.length) {
    return {
      errors: [{ code: 'badResumptionToken', message: 'The resumption token has expired.' }],
    };
  }
  if (matching.length === 0) {
    return { errors: [{ code: 'noRecordsMatch', message: 'No record matches the request.' }] };
  }
  const size = pageSizes[args.verb];
  const page = matching.slice(start, start + size);
  const next =
    start + size < matching.length ? encodeToken({ ...args, o: start + size + 1 }) : null;
  const entries =
    args.verb === 'ListIdentifiers'
      ? page.map((item) => headerXml(item.identifier, item.datestamp, item.setSpecs))
      : await Promise.all(page.map((item) => recordXml(context, item)));
  const paged = start > 0 || next !== null;
  return {
    body: entries.join('') + (paged ? resumptionTokenXml(next, matching.length, start) : ''),
  };
}

async function answer(context: OaiContext, request: OaiRequest): Promise<Answer> {
  switch (request.verb) {
    case 'Identify':
      return identify(context);
    case 'ListMetadataFormats':
      return listMetadataFormats(context, request);
    case 'ListSets':
      return listSets(context, request);
    case 'GetRecord':
      return getRecord(context, request);
    case 'ListIdentifiers':
    case 'ListRecords':
      return list(context, request);
  }
}

/** The response document of a valid request; throws when the API fails. */
export async function oaiDocument(context: OaiContext, request: OaiRequest): Promise<string> {
  const result = await answer(context, request);
  return 'body' in result
    ? oaiResponseXml(context.now, baseUrl(context), request, result.body)
    : oaiErrorXml(context.now, baseUrl(context), request, result.errors);
}

/** The response document of a request that broke the verb's rules. */
export function oaiRequestErrorDocument(
  context: Pick<OaiContext, 'site' | 'origin' | 'now'>,
  errors: OaiError[],
) {
  return oaiErrorXml(
    context.now,
    `${context.origin}${sitePath(context.site, discoveryPaths.oai)}`,
    null,
    errors,
  );
}
