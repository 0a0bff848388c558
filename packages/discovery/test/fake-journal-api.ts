// A journal's API in memory for the discovery modules' unit tests: the calls they make, answered
// with the normalized results the real client gives (pages of papers with their pagination, the
// indexes newest year first, details by id, a 404 for an unknown record), every call recorded.
import { ApiError, ApiUnavailable, type ApiClient } from '@journals/api-client';
import type {
  ArchiveIndex,
  BlogPost,
  CallName,
  ConferenceCategory,
  EditorialMember,
  PaperDetails,
  PaperListPage,
  PaperSummary,
} from '@journals/api-contract';

export function paper(id: string, fields: Partial<PaperSummary> = {}): PaperSummary {
  return {
    id,
    uniqueId: null,
    title: `Paper ${id}`,
    authors: ['A. Author'],
    month: null,
    year: null,
    updatedAt: null,
    pages: null,
    pdfUrl: null,
    volume: null,
    issue: null,
    ...fields,
  };
}

/** `count` papers with ids `<prefix>1` ... `<prefix><count>`. */
export function papers(prefix: string, count: number, fields: Partial<PaperSummary> = {}) {
  return Array.from({ length: count }, (_, index) => paper(`${prefix}${index + 1}`, fields));
}

export function details(summary: PaperSummary, fields: Partial<PaperDetails> = {}): PaperDetails {
  return {
    id: summary.id,
    uniqueId: summary.uniqueId,
    title: summary.title,
    abstract: '',
    authors: summary.authors,
    pdfUrl: summary.pdfUrl,
    doi: null,
    doiLink: null,
    articleType: null,
    pages: summary.pages,
    firstPage: null,
    lastPage: null,
    year: summary.year,
    volume: summary.volume,
    issue: summary.issue,
    month: summary.month,
    createdTime: null,
    updatedAt: summary.updatedAt,
    references: [],
    citation: null,
    designation: null,
    degree: null,
    institution: null,
    conferenceName: null,
    ...fields,
  };
}

export function post(slug: string, publishedAt: string | null, tags: string[] = []): BlogPost {
  return {
    id: slug,
    slug,
    title: slug,
    excerpt: '',
    contentHtml: '',
    author: null,
    publishedAt,
    tags,
    imageUrl: null,
  };
}

export function member(slug: string): EditorialMember {
  return {
    id: slug,
    slug,
    name: slug,
    role: null,
    affiliation: null,
    country: null,
    expertise: [],
    bioHtml: '',
    imageUrl: null,
    email: null,
  };
}

export interface JournalData {
  /** Each issue's papers, in any order. */
  issues?: { year: number; volume: number; issue: number; papers: PaperSummary[] }[];
  /** Each thesis volume's theses. */
  theses?: { year: number; volume: number; papers: PaperSummary[] }[];
  conferences?: { category: ConferenceCategory; papers: PaperSummary[] }[];
  posts?: BlogPost[];
  members?: EditorialMember[];
  /** The details of each record, by kind and id ('article 7'); by default made from the listing. */
  details?: Record<string, PaperDetails>;
  /** Pages the API claims beyond the papers it has (a listing whose count is ahead of its pages). */
  extraPages?: number;
  /** Calls that fail as an API that is down. */
  down?: CallName[];
}

export interface RecordedCall {
  call: CallName | 'paperDetails';
  body: Record<string, unknown>;
}

function index(entries: { year: number; volume: number; issue: number }[]): ArchiveIndex {
  const years = [...new Set(entries.map((entry) => entry.year))].sort((a, b) => b - a);
  return years.map((year) => {
    const ofYear = entries.filter((entry) => entry.year === year);
    const volumes = [...new Set(ofYear.map((entry) => entry.volume))].sort((a, b) => a - b);
    return {
      year,
      volumes: volumes.map((volume) => ({
        volume,
        issues: ofYear
          .filter((entry) => entry.volume === volume)
          .map((entry) => entry.issue)
          .sort((a, b) => a - b),
      })),
    };
  });
}

function page(all: PaperSummary[], number: number, perPage: number, extra = 0): PaperListPage {
  const totalPages = Math.ceil(all.length / perPage) + extra;
  return {
    items: all.slice((number - 1) * perPage, number * perPage),
    pagination: { currentPage: number, perPage, totalItems: all.length, totalPages },
  };
}

function notFound(call: string): ApiError {
  return new ApiError(`${call}: HTTP 404: no such record`, { kind: 'http', call, status: 404 });
}

/** The API of `data` and the calls made of it. */
export function fakeJournalApi(data: JournalData) {
  const calls: RecordedCall[] = [];
  const issues = data.issues ?? [];
  const theses = data.theses ?? [];
  const conferences = data.conferences ?? [];
  const extra = data.extraPages ?? 0;

  function detailsOf(kind: 'article' | 'thesis' | 'conference', id: string, call: string) {
    const kept = data.details?.[`${kind} ${id}`];
    if (kept) return kept;
    const listed =
      kind === 'article'
        ? issues.flatMap((entry) => entry.papers)
        : kind === 'thesis'
          ? theses.flatMap((entry) => entry.papers)
          : conferences.flatMap((entry) => entry.papers);
    const summary = listed.find((candidate) => candidate.id === id);
    if (!summary) throw notFound(call);
    return details(summary);
  }

  function answer(call: CallName, body: Record<string, unknown>): unknown {
    if (data.down?.includes(call)) {
      throw new ApiUnavailable(`${call}: HTTP 503`, { kind: 'http', call, status: 503 });
    }
    const perPage = Number(body.per_page);
    const number = Number(body.page);
    switch (call) {
      case 'archiveYearListing':
        return index(issues);
      case 'archivePaperListing': {
        const found = issues.find(
          (entry) =>
            entry.year === body.year && entry.volume === body.volume && entry.issue === body.issue,
        );
        return page(found?.papers ?? [], number, perPage, extra);
      }
      case 'thesisYearListing':
        return index(theses.map(({ year, volume }) => ({ year, volume, issue: 0 })));
      case 'thesisDataListing': {
        const found = theses.find(
          (entry) => entry.year === body.thesis_year && entry.volume === body.thesis_volume,
        );
        return page(found?.papers ?? [], number, perPage, extra);
      }
      case 'conferenceCategoriesFetch':
        return conferences.map((entry) => entry.category);
      case 'conferenceFetch': {
        const found = conferences.find((entry) => entry.category.id === body.id);
        return page(found?.papers ?? [], number, perPage, extra);
      }
      case 'blogListing':
        return data.posts ?? [];
      case 'editorialBoardListing':
        return data.members ?? [];
      case 'archivePaperNew':
        return detailsOf('article', String(body.paperid), call);
      case 'thesisDetails':
        return detailsOf('thesis', String(body.id), call);
      case 'conferenceDetails':
        return detailsOf('conference', String(body.id), call);
      default:
        throw new Error(`The discovery code does not make the call ${call}`);
    }
  }

  const client = {
    baseUrl: 'http://api.test/indjece',
    async call(call: CallName, body: Record<string, unknown>) {
      calls.push({ call, body });
      return answer(call, body);
    },
    async paperDetails({ paperId }: { paperId: string }) {
      calls.push({ call: 'paperDetails', body: { paperId } });
      try {
        return detailsOf('article', paperId, 'archivePaperNew');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  } as unknown as ApiClient;

  return {
    client,
    calls,
    /** The calls of one name, in order. */
    callsOf: (name: RecordedCall['call']) =>
      calls.filter((entry) => entry.call === name).map((entry) => entry.body),
  };
}
