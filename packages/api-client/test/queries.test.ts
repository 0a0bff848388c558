import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createJournalQueries,
  createPublisherQueries,
  type JournalQueries,
} from '../src/index.ts';
import { sendJson, startLocalServer, type LocalServer } from './support/local-server.ts';

const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/indjece', authorization: 't' });
const queries = createJournalQueries(client, 'indjece');

describe('query keys', () => {
  it.each<[string, (q: JournalQueries) => { queryKey: readonly unknown[] }, readonly unknown[]]>([
    ['archiveIndex', (q) => q.archiveIndex(), ['indjece', 'archiveYearListing', {}]],
    [
      'archivePapers with the default page and page size',
      (q) => q.archivePapers({ year: 2025, volume: 1, issue: 2 }),
      ['indjece', 'archivePaperListing', { year: 2025, volume: 1, issue: 2, page: 1, perPage: 5 }],
    ],
    [
      'searchArchive, text trimmed, page 1 of 100',
      (q) => q.searchArchive({ search: ' antenna ' }),
      ['indjece', 'searchArchive', { search: 'antenna', page: 1, perPage: 100 }],
    ],
    [
      'paperDetails, id as text',
      (q) => q.paperDetails({ paperId: 7 }),
      ['indjece', 'archivePaperNew', { paperId: '7' }],
    ],
    [
      'conferencePapers',
      (q) => q.conferencePapers({ id: 3, page: 2 }),
      ['indjece', 'conferenceFetch', { id: 3, page: 2, perPage: 5 }],
    ],
    [
      'thesisPapers',
      (q) => q.thesisPapers({ year: 2024, volume: 1 }),
      ['indjece', 'thesisDataListing', { year: 2024, volume: 1, page: 1, perPage: 10 }],
    ],
    ['blog', (q) => q.blog({ slug: 'a' }), ['indjece', 'blogDetails', { slug: 'a' }]],
    ['topics', (q) => q.topics(), ['indjece', 'topicsListing', {}]],
  ])('%s', (_what, build, expected) => {
    expect(build(queries).queryKey).toEqual(expected);
  });

  it('gives equal keys for a request with and without its defaults', () => {
    expect(queries.archivePapers({ year: 2025, volume: 1, issue: 2 }).queryKey).toEqual(
      queries.archivePapers({ year: 2025, volume: 1, issue: 2, page: 1, perPage: 5 }).queryKey,
    );
  });

  it('keeps the sites apart', () => {
    const other = createJournalQueries(client, 'indjeee');

    expect(other.archiveIndex().queryKey).not.toEqual(queries.archiveIndex().queryKey);
  });

  it('keys the publisher partners under the publisher', () => {
    expect(createPublisherQueries(client).indexingPartners().queryKey).toEqual([
      'publisher',
      'indexfetch',
      {},
    ]);
  });
});

describe('queries in a QueryClient', () => {
  let server: LocalServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('ensureQueryData fetches once and then serves the cache', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 200, { thesis: { '2024': ['1', '2'] } }),
    );
    const journal = createJournalQueries(
      createApiClient({ baseUrl: `${server.url}/indjece`, authorization: 't' }),
      'indjece',
    );
    const queryClient = new QueryClient();

    const first = await queryClient.ensureQueryData(journal.thesisIndex());
    const second = await queryClient.ensureQueryData(journal.thesisIndex());

    expect(first).toEqual([
      {
        year: 2024,
        volumes: [
          { volume: 1, issues: [0] },
          { volume: 2, issues: [0] },
        ],
      },
    ]);
    expect(second).toBe(first);
    expect(server.requests).toHaveLength(1);
  });
});
