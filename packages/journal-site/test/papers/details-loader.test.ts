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
  useApiBase,
  type ApiHarness,
} from './loader-harness.ts';

let harness: ApiHarness;
let article: PaperSummary;
let thesis: PaperSummary;
let conferencePaper: PaperSummary;
let conferenceName: string;

beforeAll(async () => {
  harness = await startApi();
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
  const conference = categories[0]!;
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
  return `/indjece/${path}/paper-details?paperid=${paper.id}&papertitle=${paperSlug(paper.title)}${extra}`;
}

describe('a details page on the reference API', () => {
  beforeEach(() => {
    useApiBase(`${harness.api.url}/indjece`);
  });

  it('gives an archive paper with its PDF under the journal prefix and the way back to its issue', async () => {
    const data = await loader(loaderArgs(detailsAddress('archives', article)));
    expect(data.variant).toBe('archives');
    expect(data.details.id).toBe(article.id);
    expect(data.details.title).toBe(article.title);
    expect(data.details.authors).toEqual(article.authors);
    expect(data.details.references.length).toBeGreaterThan(0);
    expect(data.pdfUrl).toBe(`${appOrigin}/indjece/files/papers/${article.id}.pdf`);
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
    expect(data.pdfUrl).toBe(`${appOrigin}/indjece/files/theses/${thesis.id}.pdf`);
  });

  it('gives a conference paper through conferenceDetails, the way back leading to its conference', async () => {
    const data = await loader(loaderArgs(detailsAddress('conference', conferencePaper)));
    expect(data.variant).toBe('conference');
    expect(data.details.title).toBe(conferencePaper.title);
    expect(data.pdfUrl).toBe(`${appOrigin}/indjece/files/conference/${conferencePaper.id}.pdf`);
    expect(data.backLink.label).toBe(`Back to ${conferenceName}`);
  });

  it.each([
    ['a wrong slug', `papertitle=not-the-title`, ''],
    ['a missing slug', '', ''],
    ['a wrong slug with a section', 'papertitle=x', '&section=FullArticle'],
  ])('moves permanently to the canonical address for %s', async (_, slug, section) => {
    const address = `/indjece/archives/paper-details?paperid=${article.id}${slug ? `&${slug}` : ''}${section}`;
    const thrown = await thrownBy(() => loader(loaderArgs(address)));
    expect(statusOf(thrown)).toBe(301);
    expect((thrown as Response).headers.get('Location')).toBe(
      `/archives/paper-details?paperid=${article.id}&papertitle=${paperSlug(article.title)}${section}`,
    );
  });

  it.each([
    ['an unknown paper id', '/indjece/archives/paper-details?paperid=987654&papertitle=x'],
    ['an unknown thesis id', '/indjece/thesis/paper-details?paperid=987654&papertitle=x'],
    [
      'an unknown conference paper id',
      '/indjece/conference/paper-details?paperid=987654&papertitle=x',
    ],
    ['a malformed paper id', '/indjece/archives/paper-details?paperid=1%3Bdrop&papertitle=x'],
    ['no paper id', '/indjece/archives/paper-details?papertitle=x'],
    ['a path of no paper area', '/indjece/blogs/paper-details?paperid=1'],
  ])('is a 404 for %s', async (_, address) => {
    const thrown = await thrownBy(() => loader(loaderArgs(address)));
    expect(statusOf(thrown)).toBe(404);
  });
});

describe('a details page when the API cannot be reached', () => {
  beforeEach(async () => {
    useApiBase(await closedPortUrl());
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
        /^API unavailable: GET \/indjece\/archives\/paper-details\?paperid=.*archivePaperNew: network error/,
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
      expect.stringMatching(/^API unavailable: GET \/indjece\/conference\//),
    );
  });
});
