// @vitest-environment node
import type { PaperSummary } from '@journals/api-contract';
import { paperSlug } from '@journals/paper-list/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader } from '../../src/routes/papers/paper-details.server.ts';
import {
  appOrigin,
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
let article: PaperSummary;
let thesis: PaperSummary;
let conferencePaper: PaperSummary;
let conferenceName: string;

beforeAll(async () => {
  harness = await startApi(site);
  const { client } = harness;
  const index = await client.archiveIndex();
  const year = index[1]!;
  const volume = year.volumes[0]!;
  article = (await client.archivePapers({
    year: year.year,
    volume: volume.volume,
    issue: volume.issues[0]!,
  }))!.items[0]!;
  const thesisIndex = await client.thesisIndex();
  const thesisYear = thesisIndex[0]!;
  thesis = (
    await client.thesisPapers({ year: thesisYear.year, volume: thesisYear.volumes[0]!.volume })
  ).items[0]!;
  const categories = await client.conferenceCategories();
  // The way back names a conference when it is the only one held in its paper's year.
  const conference = categories.find(
    (candidate) => categories.filter((other) => other.year === candidate.year).length === 1,
  )!;
  conferenceName = conference.name;
  conferencePaper = (await client.conferencePapers({ id: conference.id })).items[0]!;
});

afterAll(async () => {
  await harness.stop();
});

function detailsAddress(
  path: string,
  paper: Pick<PaperSummary, 'id' | 'title'>,
  extra = '',
): string {
  return `${journalPath}/${path}/paper-details?paperid=${paper.id}&papertitle=${paperSlug(paper.title)}${extra}`;
}

describe('a details page on the reference API', () => {
  beforeEach(() => {
    pointAppAtApi(site, harness.api.url);
  });

  it('gives an archive paper with its PDF under the journal prefix and the way back to its issue', async () => {
    const data = await loader(loaderArgs(detailsAddress('archives', article)));
    expect(data.variant).toBe('archives');
    expect(data.details.id).toBe(article.id);
    expect(data.details.title).toBe(article.title);
    expect(data.details.authors).toEqual(article.authors);
    expect(data.details.references.length).toBeGreaterThan(0);
    expect(data.pdfUrl).toBe(`${appOrigin}${journalPath}/files/papers/${article.id}.pdf`);
    expect(data.backLink).toEqual({
      href: `/archives/paperlist?year=${article.year}&volume=${article.volume}&issue=${article.issue}`,
      label: `Back to Volume ${article.volume}, Issue ${article.issue} (${article.year})`,
    });
    expect(data.canonicalHref).toBe(
      `/archives/paper-details?paperid=${article.id}&papertitle=${paperSlug(article.title)}`,
    );
    expect(data.description.length).toBeGreaterThan(0);
    expect([...data.description].length).toBeLessThanOrEqual(160);
  });

  it('gives the same paper on the current-issue path', async () => {
    const data = await loader(
      loaderArgs(detailsAddress('current-issue', article, '&section=References')),
    );
    expect(data.variant).toBe('current-issue');
    expect(data.details.id).toBe(article.id);
  });

  it('gives a thesis through thesisDetails, its PDF under /files/theses/', async () => {
    const data = await loader(loaderArgs(detailsAddress('thesis', thesis)));
    expect(data.variant).toBe('thesis');
    expect(data.details.title).toBe(thesis.title);
    expect(data.pdfUrl).toBe(`${appOrigin}${journalPath}/files/theses/${thesis.id}.pdf`);
  });

  it('gives a conference paper through conferenceDetails, the way back leading to its conference, the only one of its year', async () => {
    const data = await loader(loaderArgs(detailsAddress('conference', conferencePaper)));
    expect(data.variant).toBe('conference');
    expect(data.details.title).toBe(conferencePaper.title);
    expect(data.pdfUrl).toBe(
      `${appOrigin}${journalPath}/files/conference/${conferencePaper.id}.pdf`,
    );
    expect(data.backLink.label).toBe(`Back to ${conferenceName}`);
  });

  it.each([
    ['a wrong slug', `papertitle=not-the-title`, ''],
    ['a missing slug', '', ''],
    ['a wrong slug with a section', 'papertitle=x', '&section=FullArticle'],
  ])('moves permanently to the canonical address for %s', async (_, slug, section) => {
    const address = `${journalPath}/archives/paper-details?paperid=${article.id}${slug ? `&${slug}` : ''}${section}`;
    const thrown = await thrownBy(() => loader(loaderArgs(address)));
    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe(
      `/archives/paper-details?paperid=${article.id}&papertitle=${paperSlug(article.title)}${section}`,
    );
  });

  it.each([
    ['an unknown paper id', `${journalPath}/archives/paper-details?paperid=987654&papertitle=x`],
    ['an unknown thesis id', `${journalPath}/thesis/paper-details?paperid=987654&papertitle=x`],
    [
      'an unknown conference paper id',
      `${journalPath}/conference/paper-details?paperid=987654&papertitle=x`,
    ],
    ['a malformed paper id', `${journalPath}/archives/paper-details?paperid=1%3Bdrop&papertitle=x`],
    ['no paper id', `${journalPath}/archives/paper-details?papertitle=x`],
    ['a path of no paper area', `${journalPath}/blogs/paper-details?paperid=1`],
  ])('is a 404 for %s', async (_, address) => {
    const thrown = await thrownBy(() => loader(loaderArgs(address)));
    expect(statusOf(thrown)).toBe(404);
  });
});

describe('a details page when the API cannot be reached', () => {
  beforeEach(async () => {
    pointAppAtApi(site, await closedPortUrl());
  });

  it('is a 503 for the error screen (not a 404 that would drop the paper from search engines)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const address = detailsAddress('archives', article);
    const thrown = await thrownBy(() => loader(loaderArgs(address)));
    expect(statusOf(thrown)).toBe(503);
    expect(headersOf(thrown).get('Retry-After')).toBe('120');
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(
          `^API unavailable: GET ${journalPath}/archives/paper-details\\?paperid=.*archivePaperNew: network error`,
        ),
      ),
    );
  });

  it('is a 503 for a conference paper too, logged once as the page that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = await thrownBy(() =>
      loader(loaderArgs(detailsAddress('conference', conferencePaper))),
    );
    expect(statusOf(thrown)).toBe(503);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^API unavailable: GET ${journalPath}/conference/`)),
    );
  });
});
