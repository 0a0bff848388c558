// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader as archivesLoader } from '../../src/routes/papers/archives.server.ts';
import { loader as conferenceLoader } from '../../src/routes/papers/conference.server.ts';
import { loader as currentIssueLoader } from '../../src/routes/papers/current-issue.server.ts';
import { loader as publicationsLoader } from '../../src/routes/papers/publications.server.ts';
import { loader as thesisLoader } from '../../src/routes/papers/thesis.server.ts';
import {
  closedPortUrl,
  headersOf,
  loaderArgs,
  startApi,
  statusOf,
  thrownBy,
  pointAppAtApi,
  type ApiHarness,
} from './loader-harness.ts';
import { journalPath, site } from '../site.ts';

let harness: ApiHarness;

beforeAll(async () => {
  harness = await startApi(site);
});

afterAll(async () => {
  await harness.stop();
});

describe('the index pages on the reference API', () => {
  beforeEach(() => {
    pointAppAtApi(site, harness.api.url);
  });

  it('/archives lists every year of the archive newest first, the current issue marked', async () => {
    const index = await harness.client.archiveIndex();
    const { years } = await archivesLoader(loaderArgs(`${journalPath}/archives`));
    expect(years.map((y) => y.year)).toEqual(index.map((y) => y.year));
    const newest = index[0]!;
    const volume = newest.volumes.at(-1)!;
    const current = years[0]!.groups.at(-1)!.links.at(-1)!;
    expect(current.current).toBe(true);
    expect(current.href).toBe(
      `/archives/paperlist?year=${newest.year}&volume=${volume.volume}&issue=${volume.issues.at(-1)}`,
    );
    expect(
      years.flatMap((y) => y.groups.flatMap((g) => g.links)).filter((l) => l.current),
    ).toHaveLength(1);
  });

  it('/current-issue names the current issue and links it to its current-issue list', async () => {
    const data = await currentIssueLoader(loaderArgs(`${journalPath}/current-issue`));
    const newest = (await harness.client.archiveIndex())[0]!;
    const volume = newest.volumes.at(-1)!;
    const issue = volume.issues.at(-1)!;
    expect(data.current).toEqual({
      heading: `Volume ${volume.volume}, Issue ${issue} (${newest.year})`,
      href: `/current-issue/paperlist?year=${newest.year}&volume=${volume.volume}&issue=${issue}`,
    });
    const marked = data.years
      .flatMap((y) => y.groups.flatMap((g) => g.links))
      .find((l) => l.current);
    expect(marked?.href).toBe(data.current?.href);
  });

  it('/thesis lists the thesis volumes by year, linked to the thesis list', async () => {
    const index = await harness.client.thesisIndex();
    const { years } = await thesisLoader(loaderArgs(`${journalPath}/thesis`));
    expect(years.map((y) => y.year)).toEqual(index.map((y) => y.year));
    const first = index[0]!;
    expect(years[0]?.groups[0]?.links.map((l) => l.href)).toEqual(
      first.volumes.map((v) => `/thesis/paperlist?year=${first.year}&volume=${v.volume}`),
    );
  });

  it('/publications shows the first page of the latest thesis volume, and every volume', async () => {
    const index = await harness.client.thesisIndex();
    const newest = index[0]!;
    const volume = newest.volumes.at(-1)!.volume;
    const page = await harness.client.thesisPapers({ year: newest.year, volume });
    const data = await publicationsLoader(loaderArgs(`${journalPath}/publications`));
    expect(data.latest?.heading).toBe(`Volume ${volume}, Year ${newest.year}`);
    expect(data.latest?.href).toBe(`/thesis/paperlist?year=${newest.year}&volume=${volume}`);
    expect(data.latest?.papers.map((p) => p.id)).toEqual(page.items.map((p) => p.id));
    expect(data.latest?.papers.length).toBeGreaterThan(0);
    expect(data.latest?.total).toBe(page.pagination.totalItems);
    expect(data.years.length).toBe(index.length);
  });

  it('/conference lists every conference with a link to its list', async () => {
    const categories = await harness.client.conferenceCategories();
    const { years } = await conferenceLoader(loaderArgs(`${journalPath}/conference`));
    const listed = years.flatMap((y) => y.conferences);
    expect(listed.map((c) => c.id).sort()).toEqual(categories.map((c) => c.id).sort());
    const one = categories[0]!;
    const entry = listed.find((c) => c.id === one.id);
    const query = new URLSearchParams({
      id: String(one.id),
      name: one.name,
      year: String(one.year),
      volume: String(one.volume),
      issue: String(one.issue),
    });
    expect(entry?.href).toBe(`/conference/paperlist?${query.toString()}`);
  });
});

describe('the index pages when the API cannot be reached', () => {
  beforeEach(async () => {
    pointAppAtApi(site, await closedPortUrl());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['/archives', archivesLoader, 'Failed to fetch archive'],
    ['/current-issue', currentIssueLoader, 'Failed to fetch archive'],
    ['/thesis', thesisLoader, 'Failed to fetch Thesis'],
    ['/publications', publicationsLoader, 'Failed to fetch Thesis'],
    ['/conference', conferenceLoader, 'conferenceCategoriesFetch: network error'],
  ])(
    '%s is the 503 error screen with Retry-After, logged in one line',
    async (path, loader, reason) => {
      const thrown = await thrownBy(() => loader(loaderArgs(`${journalPath}${path}`)));
      expect(statusOf(thrown)).toBe(503);
      expect(headersOf(thrown).get('Retry-After')).toBe('120');
      expect(headersOf(thrown).get('Cache-Control')).toBe('no-store');
      expect(console.error).toHaveBeenCalledTimes(1);
      const [line] = vi.mocked(console.error).mock.calls[0] ?? [];
      expect(line).toMatch(new RegExp(`^API unavailable: GET ${journalPath}${path}: `));
      expect(line).toContain(reason);
      expect(line).not.toContain('\n');
    },
  );
});
