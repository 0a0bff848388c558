// What a served page tells search engines, checked against what it should: a page meant to be
// indexed has one title, one description, one canonical link to itself and nothing that says "do
// not index", "do not follow" or "the page is elsewhere"; a failed page (404, error screen) and a
// search result say noindex. Every problem is a sentence, so a failing test reads as a list.
import { linksWithRel, metaNamed, readDocument, type ReadDocument } from './html.ts';

/** A page as a crawler received it. */
export interface ServedPage {
  /** The address asked for (absolute). */
  url: string;
  status: number;
  headers: Headers;
  html: string;
}

/**
 * - `indexable`: a page for search engines to keep (status 200).
 * - `search-result`: a page to follow but not keep: `noindex, follow` (status 200).
 * - `failed`: a 404 or an error screen: exactly the status expected (404 unless said) and
 *   noindex. A 500 is a crash, never an expected failure.
 */
export type PageKind = 'indexable' | 'search-result' | 'failed';

export interface HeadExpectation {
  kind: PageKind;
  /** The canonical address the page must declare; the address asked for unless given. */
  canonical?: string;
  /** Google Scholar's citation tags are required (paper, thesis and conference paper pages). */
  citations?: boolean;
  /** The status a failed page must answer: 404 (the default) or 503 (the API is down). */
  status?: 404 | 410 | 503;
}

/** The citation tags Google Scholar needs to list a paper (its inclusion guidelines). */
export const requiredCitationTags = [
  'citation_title',
  'citation_author',
  'citation_publication_date',
  'citation_pdf_url',
] as const;

/**
 * Where the paper appeared, one of which Scholar needs: a journal, a conference, the institution
 * of a thesis, or (a thesis whose institution is unknown) the publisher.
 */
export const citationSourceTags = [
  'citation_journal_title',
  'citation_conference_title',
  'citation_dissertation_institution',
  'citation_publisher',
] as const;

const blockingDirectives = new Set(['noindex', 'nofollow', 'none']);

/** The robots directives of a meta content or an X-Robots-Tag value ('googlebot: noindex' too). */
export function robotsDirectives(value: string): string[] {
  return value
    .split(',')
    .map((part) =>
      part
        .replace(/^[\w-]+\s*:\s*/, '')
        .trim()
        .toLowerCase(),
    )
    .filter((part) => part !== '');
}

/** Meta tags that speak to crawlers: robots, and any one crawler by name (googlebot, bingbot). */
function crawlerMeta(document: ReadDocument) {
  return document.tags.filter(
    (tag) => tag.name === 'meta' && /^(robots|[\w-]*bot[\w-]*)$/i.test(tag.attributes.name ?? ''),
  );
}

function allDirectives(page: ServedPage, document: ReadDocument) {
  const fromMeta = crawlerMeta(document).map((tag) => ({
    where: `<meta name="${tag.attributes.name}" content="${tag.attributes.content ?? ''}">`,
    directives: robotsDirectives(tag.attributes.content ?? ''),
  }));
  const header = page.headers.get('x-robots-tag');
  const fromHeader = header
    ? [{ where: `X-Robots-Tag: ${header}`, directives: robotsDirectives(header) }]
    : [];
  return [...fromMeta, ...fromHeader];
}

function titleProblems(document: ReadDocument): string[] {
  const titles = document.tags.filter((tag) => tag.name === 'title');
  if (titles.length !== 1) return [`has ${titles.length} <title> elements, not 1`];
  const [title] = titles;
  if (!title?.inHead) return ['its <title> is not in <head>'];
  return title.text.trim() === '' ? ['its <title> is empty'] : [];
}

function descriptionProblems(document: ReadDocument): string[] {
  const descriptions = metaNamed(document, 'description');
  if (descriptions.length !== 1) return [`has ${descriptions.length} meta descriptions, not 1`];
  return (descriptions[0]?.attributes.content ?? '').trim() === ''
    ? ['its meta description is empty']
    : [];
}

function canonicalProblems(document: ReadDocument, expected: string): string[] {
  const canonicals = linksWithRel(document, 'canonical');
  if (canonicals.length !== 1) return [`has ${canonicals.length} canonical links, not 1`];
  const href = canonicals[0]?.attributes.href ?? '';
  const problems = href === expected ? [] : [`its canonical is ${href}, not ${expected}`];
  if (!canonicals[0]?.inHead) problems.push('its canonical link is not in <head>');
  const ogUrl = metaNamed(document, 'og:url')[0]?.attributes.content;
  if (ogUrl !== undefined && ogUrl !== href) problems.push(`its og:url ${ogUrl} is not ${href}`);
  return problems;
}

/** Other ways a page can send crawlers away: a refresh, a <base> on another origin. */
function elsewhereProblems(page: ServedPage, document: ReadDocument): string[] {
  const problems: string[] = [];
  const refresh = document.tags.find(
    (tag) => tag.name === 'meta' && tag.attributes['http-equiv']?.toLowerCase() === 'refresh',
  );
  if (refresh) problems.push(`has a meta refresh (${refresh.attributes.content ?? ''})`);
  if (page.headers.get('refresh')) problems.push('has a Refresh header');
  for (const base of document.tags.filter((tag) => tag.name === 'base' && tag.attributes.href)) {
    const target = new URL(base.attributes.href ?? '', page.url);
    if (target.origin !== new URL(page.url).origin) problems.push(`has <base href="${target}">`);
  }
  return problems;
}

function citationProblems(page: ServedPage, document: ReadDocument): string[] {
  const problems = requiredCitationTags
    .filter((name) => !metaNamed(document, name).some((tag) => tag.attributes.content?.trim()))
    .map((name) => `has no ${name}`);
  if (
    !citationSourceTags.some((name) =>
      metaNamed(document, name).some((tag) => tag.attributes.content?.trim()),
    )
  ) {
    problems.push(`has none of ${citationSourceTags.join(', ')}`);
  }
  const pdf = metaNamed(document, 'citation_pdf_url')[0]?.attributes.content;
  if (pdf && !URL.canParse(pdf)) problems.push(`its citation_pdf_url ${pdf} is not absolute`);
  else if (pdf && new URL(pdf).origin !== new URL(page.url).origin) {
    problems.push(`its citation_pdf_url ${pdf} is on another origin`);
  }
  return problems;
}

/** The problems of a page's head for what it should be; [] when it is right. */
export function auditHead(page: ServedPage, expectation: HeadExpectation): string[] {
  const document = readDocument(page.html);
  const directives = allDirectives(page, document);
  const problems = titleProblems(document);
  const says = (directive: string) =>
    directives.filter((source) => source.directives.includes(directive));

  if (expectation.kind === 'failed') {
    const expected = expectation.status ?? 404;
    if (page.status !== expected) problems.push(`answers ${page.status}, not ${expected}`);
    if (says('noindex').length === 0 && says('none').length === 0) {
      problems.push('has no robots noindex');
    }
    return problems;
  }

  if (page.status !== 200) problems.push(`answers ${page.status}, not 200`);
  problems.push(...descriptionProblems(document));
  problems.push(...elsewhereProblems(page, document));
  if (expectation.kind === 'indexable') {
    problems.push(...canonicalProblems(document, expectation.canonical ?? page.url));
    for (const source of directives) {
      const blocking = source.directives.filter((directive) => blockingDirectives.has(directive));
      if (blocking.length > 0) problems.push(`says ${blocking.join(', ')} in ${source.where}`);
    }
  } else {
    if (says('noindex').length === 0) problems.push('has no robots noindex');
    for (const source of [...says('nofollow'), ...says('none')]) {
      problems.push(`says nofollow in ${source.where}: its links must be followed`);
    }
  }
  if (expectation.citations) problems.push(...citationProblems(page, document));
  return problems;
}

/** Fetches a page as a crawler does (no redirects followed) and audits its head. */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<ServedPage> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { url, status: response.status, headers: response.headers, html: await response.text() };
}
