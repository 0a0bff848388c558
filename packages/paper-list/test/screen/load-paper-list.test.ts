// loadPaperList against the reference server: redirects without a selection, the selector form's
// redirect, and a cache holding everything the screen renders.
import { ApiUnavailable } from '@journals/api-client';
import { describe, expect, it } from 'vitest';
import type { ListVariant } from '../../src/model/index.ts';
import {
  listIndexQuery,
  listPageQuery,
  loadPaperList,
  prefetchTargets,
} from '../../src/screen/index.ts';
import { createFetchGate } from './support/fetch-gate.ts';
import { journalQueries, newQueryClient, prefix } from './support/list-app.tsx';

function load(
  variant: ListVariant,
  path: string,
  queries = journalQueries(),
  queryClient = newQueryClient(),
) {
  return loadPaperList({
    variant,
    url: new URL(path, `https://journal.example${prefix}`),
    queries,
    queryClient,
  });
}

describe('loading a paper list', () => {
  it.each([
    ['archives', `${prefix}archives/paperlist`, '/archives'],
    ['archives', `${prefix}archives/paperlist?year=2025&volume=2&issue=99`, '/archives'],
    ['current-issue', `${prefix}current-issue/paperlist?year=2026&volume=3`, '/current-issue'],
    ['thesis', `${prefix}thesis/paperlist?volume=2`, '/thesis'],
    ['thesis', `${prefix}thesis/paperlist?year=2024&volume=2`, '/thesis'],
    ['conference', `${prefix}conference/paperlist?year=2024&volume=1&issue=3`, '/conference'],
    ['conference', `${prefix}conference/paperlist?id=99&name=x`, '/conference'],
  ] as const)('redirects %s %s to the index %s', async (variant, path, location) => {
    await expect(load(variant, path)).resolves.toEqual({ kind: 'redirect', location });
  });

  it("redirects a selector form's request to the canonical address of the chosen list", async () => {
    const to = '/archives/paperlist?issue=2&volume=1&year=2024';
    await expect(
      load('archives', `${prefix}archives/paperlist?to=${encodeURIComponent(to)}`),
    ).resolves.toEqual({
      kind: 'redirect',
      location: '/archives/paperlist?year=2024&volume=1&issue=2',
    });
  });

  it('answers the selection, its address and heading, with the index and the page in the cache', async () => {
    const queries = journalQueries();
    const queryClient = newQueryClient();

    const result = await load(
      'archives',
      `${prefix}archives/paperlist?year=2025&volume=2&issue=3&page=2`,
      queries,
      queryClient,
    );

    const selection = { year: 2025, volume: 2, issue: 3, page: 2, search: '', conference: null };
    expect(result).toEqual({
      kind: 'list',
      variant: 'archives',
      selection,
      href: '/archives/paperlist?year=2025&volume=2&issue=3&page=2',
      heading: 'Volume 2, Issue 3 (2025)',
    });
    for (const target of prefetchTargets('archives', queries, selection)) {
      expect(queryClient.getQueryData(target.queryKey)).toBeTruthy();
    }
    expect(
      queryClient.getQueryData(listPageQuery('archives', queries, selection).queryKey),
    ).toMatchObject({
      pagination: { currentPage: 2, perPage: 5 },
    });
  });

  it.each([
    ['thesis', `${prefix}thesis/paperlist?year=2025&volume=2`, 'Volume 2, Year 2025'],
    [
      'current-issue',
      `${prefix}current-issue/paperlist?year=2026&volume=3&issue=5&search=MIMO`,
      'Volume 3, Issue 5 (2026)',
    ],
  ] as const)('loads the %s list and its data', async (variant, path, heading) => {
    const queries = journalQueries();
    const queryClient = newQueryClient();

    const result = await load(variant, path, queries, queryClient);

    if (result.kind !== 'list')
      throw new Error(`expected a list, got a redirect to ${result.location}`);
    expect(result.heading).toBe(heading);
    expect(queryClient.getQueryData(listIndexQuery(variant, queries).queryKey)).toBeTruthy();
    expect(
      queryClient.getQueryData(listPageQuery(variant, queries, result.selection).queryKey),
    ).toMatchObject({
      items: expect.any(Array),
    });
  });

  it('loads the conference list and its data, headed by the issue the conference belongs to', async () => {
    const queries = journalQueries();
    const queryClient = newQueryClient();
    // The seeded conference is read from the API, so the test follows the seed.
    const [conference] = await queryClient.fetchQuery(queries.conferenceCategories());
    if (!conference) throw new Error('the reference API has no conference');
    const params = new URLSearchParams({
      id: String(conference.id),
      name: conference.name.toLowerCase(),
    });

    const result = await load(
      'conference',
      `${prefix}conference/paperlist?${params}`,
      queries,
      queryClient,
    );

    if (result.kind !== 'list')
      throw new Error(`expected a list, got a redirect to ${result.location}`);
    expect(result.heading).toBe(
      `Volume ${conference.volume}, Issue ${conference.issue} (${conference.year})`,
    );
    expect(
      queryClient.getQueryData(listPageQuery('conference', queries, result.selection).queryKey),
    ).toMatchObject({ items: expect.any(Array) });
  });

  it('asks the server nothing again for a list already in the cache', async () => {
    const gate = createFetchGate();
    const queries = journalQueries({ fetch: gate.fetch });
    const queryClient = newQueryClient();
    const path = `${prefix}archives/paperlist?year=2025&volume=2&issue=3`;

    await load('archives', path, queries, queryClient);
    await load('archives', path, queries, queryClient);

    expect(gate.calls('archiveYearListing')).toBe(1);
    expect(gate.calls('archivePaperListing')).toBe(1);
  });

  it("throws 'Failed to fetch archive' when the archive index cannot be read", async () => {
    const queries = journalQueries({ authorization: 'not-the-token' });
    await expect(
      load('archives', `${prefix}archives/paperlist?year=2025&volume=2&issue=3`, queries),
    ).rejects.toThrow('Failed to fetch archive');
  });

  it('throws ApiUnavailable, never an empty list, when the listing cannot be read', async () => {
    const index = journalQueries();
    const refused = journalQueries({ authorization: 'not-the-token' });
    const queries = { ...index, archivePapers: refused.archivePapers };
    await expect(
      load('archives', `${prefix}archives/paperlist?year=2025&volume=2&issue=3`, queries),
    ).rejects.toBeInstanceOf(ApiUnavailable);
  });
});
