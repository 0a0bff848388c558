// Every query's options: its key, and a query function that asks the client's matching call with
// the same (defaults filled in) parameters and react-query's abort signal.
import { describe, expect, it } from 'vitest';
import {
  createJournalQueries,
  createPublisherQueries,
  type ApiClient,
  type JournalQueries,
} from '../src/index.ts';

interface ClientCall {
  method: string;
  args: unknown[];
}

/** A client that records each call and answers with a value naming the call. */
function recordingClient() {
  const calls: ClientCall[] = [];
  const client = new Proxy(
    {},
    {
      get:
        (_target, method: string) =>
        (...args: unknown[]) => {
          calls.push({ method, args });
          return Promise.resolve({ answerOf: method });
        },
    },
  ) as ApiClient;
  return { client, calls };
}

interface BuiltOptions {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/** Runs the options' query function as react-query does, with a signal of its own. */
async function runQuery(options: BuiltOptions) {
  const signal = new AbortController().signal;
  const queryFn = options.queryFn as (context: {
    signal: AbortSignal;
    queryKey: readonly unknown[];
  }) => Promise<unknown>;
  const answer = await queryFn({ signal, queryKey: options.queryKey });
  return { signal, answer };
}

describe('journal queries', () => {
  it.each<[string, (q: JournalQueries) => BuiltOptions, string, object, string, object | null]>([
    ['archiveIndex', (q) => q.archiveIndex(), 'archiveYearListing', {}, 'archiveIndex', null],
    [
      'archivePapers',
      (q) => q.archivePapers({ year: 2025, volume: 1, issue: 2 }),
      'archivePaperListing',
      { year: 2025, volume: 1, issue: 2, page: 1, perPage: 5 },
      'archivePapers',
      { year: 2025, volume: 1, issue: 2, page: 1, perPage: 5 },
    ],
    [
      'archiveSuggestions',
      (q) => q.archiveSuggestions({ search: '  antenna ' }),
      'archiveSuggestions',
      { search: 'antenna' },
      'archiveSuggestions',
      { search: 'antenna' },
    ],
    [
      'paperDetails',
      (q) => q.paperDetails({ paperId: 7 }),
      'archivePaperNew',
      { paperId: '7' },
      'paperDetails',
      { paperId: '7' },
    ],
    [
      'searchArchive',
      (q) => q.searchArchive({ search: ' antenna ', page: 2 }),
      'searchArchive',
      { search: 'antenna', page: 2, perPage: 100 },
      'searchArchive',
      { search: 'antenna', page: 2, perPage: 100 },
    ],
    [
      'conferenceCategories',
      (q) => q.conferenceCategories(),
      'conferenceCategoriesFetch',
      {},
      'conferenceCategories',
      null,
    ],
    [
      'conferencePapers',
      (q) => q.conferencePapers({ id: 3, page: 2 }),
      'conferenceFetch',
      { id: 3, page: 2, perPage: 5 },
      'conferencePapers',
      { id: 3, page: 2, perPage: 5 },
    ],
    [
      'searchConference',
      (q) => q.searchConference({ search: ' radar' }),
      'searchConference',
      { search: 'radar', page: 1, perPage: 100 },
      'searchConference',
      { search: 'radar', page: 1, perPage: 100 },
    ],
    [
      'conferenceDetails',
      (q) => q.conferenceDetails({ id: 4 }),
      'conferenceDetails',
      { id: '4' },
      'conferenceDetails',
      { id: '4' },
    ],
    ['thesisIndex', (q) => q.thesisIndex(), 'thesisYearListing', {}, 'thesisIndex', null],
    [
      'thesisPapers',
      (q) => q.thesisPapers({ year: 2024, volume: 1 }),
      'thesisDataListing',
      { year: 2024, volume: 1, page: 1, perPage: 10 },
      'thesisPapers',
      { year: 2024, volume: 1, page: 1, perPage: 10 },
    ],
    [
      'thesisDetails',
      (q) => q.thesisDetails({ id: 5 }),
      'thesisDetails',
      { id: '5' },
      'thesisDetails',
      { id: '5' },
    ],
    [
      'searchThesis',
      (q) => q.searchThesis({ search: 'grid ', perPage: 20 }),
      'searchThesis',
      { search: 'grid', page: 1, perPage: 20 },
      'searchThesis',
      { search: 'grid', page: 1, perPage: 20 },
    ],
    ['blogs', (q) => q.blogs(), 'blogListing', {}, 'blogs', null],
    ['blog', (q) => q.blog({ slug: 'a' }), 'blogDetails', { slug: 'a' }, 'blog', { slug: 'a' }],
    [
      'blogsByTag',
      (q) => q.blogsByTag({ tag: 'ai' }),
      'blogsByTag',
      { tag: 'ai' },
      'blogsByTag',
      { tag: 'ai' },
    ],
    [
      'editorialBoard',
      (q) => q.editorialBoard(),
      'editorialBoardListing',
      {},
      'editorialBoard',
      null,
    ],
    [
      'editorialMember',
      (q) => q.editorialMember({ slug: 'm' }),
      'editorialMemberDetails',
      { slug: 'm' },
      'editorialMember',
      { slug: 'm' },
    ],
    ['topics', (q) => q.topics(), 'topicsListing', {}, 'topics', null],
  ])('%s', async (_query, build, call, keyParams, method, callParams) => {
    const { client, calls } = recordingClient();
    const options = build(createJournalQueries(client, 'indjeee'));

    expect(options.queryKey).toEqual(['indjeee', call, keyParams]);
    expect(calls).toEqual([]);

    const { signal, answer } = await runQuery(options);

    expect(answer).toEqual({ answerOf: method });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.args).toEqual(callParams ? [callParams, { signal }] : [{ signal }]);
    expect(calls[0]?.args.at(-1)).toHaveProperty('signal', signal);
  });
});

describe('publisher queries', () => {
  it('indexingPartners asks the partners with the signal', async () => {
    const { client, calls } = recordingClient();
    const options = createPublisherQueries(client).indexingPartners();

    expect(options.queryKey).toEqual(['publisher', 'indexfetch', {}]);

    const { signal, answer } = await runQuery(options);

    expect(answer).toEqual({ answerOf: 'indexingPartners' });
    expect(calls).toEqual([{ method: 'indexingPartners', args: [{ signal }] }]);
    expect(calls[0]?.args[0]).toHaveProperty('signal', signal);
  });
});
