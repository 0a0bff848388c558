// What the reference API holds, asked through the app's own api/ route (so through the code
// under test): the archive's issues and the first items of each area, for the specs to visit.
import { expect, type APIRequestContext } from '@playwright/test';

export interface Slot {
  year: number;
  volume: number;
  issue: number;
}

export interface PaperRef {
  id: string;
  title: string;
  authors: string[];
}

/** Posts one call to the app's api/ forwarder and returns its answer (status 200 expected). */
export async function call<T>(request: APIRequestContext, name: string, body: object): Promise<T> {
  const post = () => request.post(`api/${name}`, { data: body });
  // A kept-alive connection the server closes at the same moment resets: ask once more.
  const response = await post().catch((error: unknown) => {
    if (String(error).includes('ECONNRESET')) return post();
    throw error;
  });
  expect(response.status(), `api/${name}`).toBe(200);
  return (await response.json()) as T;
}

/** Every issue of the archive, oldest first. */
export async function archiveSlots(request: APIRequestContext): Promise<Slot[]> {
  const { archives } = await call<{ archives: Record<string, Record<string, number[]>> }>(
    request,
    'archiveYearListing',
    {},
  );
  return Object.entries(archives)
    .flatMap(([year, volumes]) =>
      Object.entries(volumes).flatMap(([volume, issues]) =>
        issues.map((issue) => ({
          year: Number(year),
          volume: Number(volume),
          issue: Number(issue),
        })),
      ),
    )
    .sort((a, b) => a.year - b.year || a.volume - b.volume || a.issue - b.issue);
}

/** The current issue: the newest of the archive. */
export async function currentSlot(request: APIRequestContext): Promise<Slot> {
  const slot = (await archiveSlots(request)).at(-1);
  if (!slot) throw new Error('The reference archive has no issue.');
  return slot;
}

/** The oldest issue of the archive. */
export async function firstSlot(request: APIRequestContext): Promise<Slot> {
  const slot = (await archiveSlots(request))[0];
  if (!slot) throw new Error('The reference archive has no issue.');
  return slot;
}

function authorsOf(item: Record<string, unknown>): string[] {
  return [1, 2, 3, 4, 5, 6]
    .map((n) => String(item[`author_${n}`] ?? '').trim())
    .filter((author) => author !== '');
}

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`The reference API lists no ${what}.`);
  return item;
}

/** The first paper of an issue. */
export async function firstArticle(request: APIRequestContext, slot: Slot): Promise<PaperRef> {
  const { papersList } = await call<{ papersList: Record<string, unknown>[] }>(
    request,
    'archivePaperListing',
    { ...slot, page: 1, per_page: 5 },
  );
  const paper = first(papersList, 'paper');
  return {
    id: String(paper.paper_id),
    title: String(paper.paper_title),
    authors: authorsOf(paper),
  };
}

/** The first thesis of the first year and volume of the thesis index. */
export async function firstThesis(
  request: APIRequestContext,
): Promise<PaperRef & { year: number; volume: number }> {
  const { thesis } = await call<{ thesis: Record<string, string[]> }>(
    request,
    'thesisYearListing',
    {},
  );
  const [year, volumes] = first(Object.entries(thesis), 'thesis year');
  const volume = Number(first(volumes, 'thesis volume'));
  const { papersList } = await call<{ papersList: Record<string, unknown>[] }>(
    request,
    'thesisDataListing',
    { thesis_year: Number(year), thesis_volume: volume, page: 1, per_page: 10 },
  );
  const paper = first(papersList, 'thesis');
  return {
    id: String(paper.id),
    title: String(paper.title),
    authors: authorsOf(paper),
    year: Number(year),
    volume,
  };
}

export interface Conference extends Slot {
  id: number;
  name: string;
}

export async function firstConference(request: APIRequestContext): Promise<Conference> {
  const { Conference_CategoriesList } = await call<{ Conference_CategoriesList: Conference[] }>(
    request,
    'conferenceCategoriesFetch',
    {},
  );
  const conference = first(Conference_CategoriesList, 'conference');
  return {
    ...conference,
    id: Number(conference.id),
    year: Number(conference.year),
    volume: Number(conference.volume),
    issue: Number(conference.issue),
  };
}

export async function firstConferencePaper(request: APIRequestContext): Promise<PaperRef> {
  const conference = await firstConference(request);
  const { ConferenceList } = await call<{ ConferenceList: Record<string, unknown>[] }>(
    request,
    'conferenceFetch',
    { id: conference.id, page: 1, per_page: 5 },
  );
  const paper = first(ConferenceList, 'conference paper');
  return { id: String(paper.id), title: String(paper.title), authors: authorsOf(paper) };
}
