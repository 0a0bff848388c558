// The pages the API fault specs visit, picked from a reference API, and what a test reads of a
// served page: status, the time it took, its retry and cache headers, title, robots and whether
// the header links the latest issue.
import { siteConfigs, type JournalSiteConfig } from '@journals/site-config';

export interface FaultPage {
  /** What the page is, for test names. */
  name: string;
  /** Under the journal prefix, e.g. 'archives/paperlist?year=2025&volume=1&issue=2'. */
  path: string;
}

async function post<T>(base: string, authorization: string, call: string, body: object) {
  const response = await fetch(`${base}/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${call}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function firstKey(record: Record<string, unknown>): string {
  const [key] = Object.keys(record).sort();
  if (key === undefined) throw new Error('The reference API has no data to visit.');
  return key;
}

/**
 * One page of each kind that needs the API, with real ids of the reference API at `base` (the
 * journal's API base), so a healthy API answers each with 200.
 */
export async function apiBackedPages(base: string, authorization: string): Promise<FaultPage[]> {
  const call = <T>(name: string, body: object = {}) => post<T>(base, authorization, name, body);
  const { archives } = await call<{ archives: Record<string, Record<string, number[]>> }>(
    'archiveYearListing',
  );
  const year = firstKey(archives);
  const volume = firstKey(archives[year] ?? {});
  const issue = archives[year]?.[volume]?.[0] ?? 1;
  const slot = { year: Number(year), volume: Number(volume), issue };
  const { papersList } = await call<{ papersList: { paper_id: number | string }[] }>(
    'archivePaperListing',
    { ...slot, page: 1, per_page: 5 },
  );
  const paperId = papersList[0]?.paper_id;
  const { thesis } = await call<{ thesis: Record<string, Record<string, unknown>> }>(
    'thesisYearListing',
  );
  const thesisYear = firstKey(thesis);
  const thesisVolume = firstKey(thesis[thesisYear] ?? {});
  const { Conference_CategoriesList: conferences } = await call<{
    Conference_CategoriesList: {
      id: number;
      name: string;
      year: number;
      volume: number;
      issue: number;
    }[];
  }>('conferenceCategoriesFetch');
  const conference = conferences[0];
  if (!conference) throw new Error('The reference API has no conference.');
  const { blogs } = await call<{ blogs: { slug: string }[] }>('blogListing');
  const { members } = await call<{ members: { slug: string }[] }>('editorialBoardListing');
  const conferenceQuery = new URLSearchParams({
    id: String(conference.id),
    name: conference.name,
    year: String(conference.year),
    volume: String(conference.volume),
    issue: String(conference.issue),
  });
  return [
    { name: 'archive index', path: 'archives' },
    { name: 'current issue index', path: 'current-issue' },
    { name: 'issue list', path: `archives/paperlist?year=${year}&volume=${volume}&issue=${issue}` },
    { name: 'paper details', path: `archives/paper-details?paperid=${String(paperId)}` },
    { name: 'thesis index', path: 'thesis' },
    { name: 'thesis list', path: `thesis/paperlist?year=${thesisYear}&volume=${thesisVolume}` },
    { name: 'publications', path: 'publications' },
    { name: 'conference index', path: 'conference' },
    { name: 'conference list', path: `conference/paperlist?${conferenceQuery.toString()}` },
    { name: 'blog', path: 'blogs' },
    { name: 'blog post', path: `blogs/${blogs[0]?.slug ?? ''}` },
    { name: 'topics', path: 'topics' },
    { name: 'editorial board', path: 'editorial-board' },
    { name: 'board member', path: `editorial-board/${members[0]?.slug ?? ''}` },
  ];
}

/** Pages that read without the API: a policy page and the home (its latest issue aside). */
export const pagesWithoutApi: FaultPage[] = [
  { name: 'policy page', path: 'peer-review-policy' },
  { name: 'home', path: '' },
];

/** The spec's error screen ('Something Went Wrong', then this). */
export const errorScreenMessage =
  'Sorry, an unexpected error has occurred. Please try again later.';

export interface ServedPage {
  status: number;
  retryAfter: string | null;
  cacheControl: string | null;
  title: string | null;
  robots: string | null;
  /** The error screen's heading and message are on the page. */
  showsErrorScreen: boolean;
  /** The header's Current Issue link goes to an issue's list (not the plain index). */
  linksLatestIssue: boolean;
  /** The page as served. */
  html: string;
}

export function journalConfig(site: string): JournalSiteConfig {
  const config = siteConfigs[site as keyof typeof siteConfigs];
  if (config.kind !== 'journal') throw new Error(`${site} is not a journal.`);
  return config;
}

/**
 * Asks for a page of the journal. With `withinMs`, the whole answer must come within that long,
 * or the call fails: for pages that must not wait on the API.
 */
export async function servePage(
  origin: string,
  prefix: string,
  path: string,
  { withinMs }: { withinMs?: number } = {},
): Promise<ServedPage> {
  const signal = withinMs === undefined ? undefined : AbortSignal.timeout(withinMs);
  const response = await fetch(`${origin}${prefix}${path}`, { signal });
  const html = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    cacheControl: response.headers.get('cache-control'),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
    showsErrorScreen: html.includes(errorScreenMessage),
    linksLatestIssue: html.includes(`href="${prefix}current-issue/paperlist?year=`),
    html,
  };
}
