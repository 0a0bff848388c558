// The index pages and the details page as route modules: rendered by React Router with the
// loader data they receive (createRoutesStub), and their <head>.
import { SiteThemeProvider } from '@journals/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, type MetaArgs, type MetaDescriptor } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ArchivesPage, { meta as archivesMeta } from '../../src/routes/papers/archives.tsx';
import ConferenceIndexPage from '../../src/routes/papers/conference.tsx';
import CurrentIssuePage from '../../src/routes/papers/current-issue.tsx';
import { meta as detailsMeta } from '../../src/routes/papers/paper-details.tsx';

import type { PaperDetailsData } from '../../src/routes/papers/paper-details.server.ts';
import PublicationsPage from '../../src/routes/papers/publications.tsx';
import ThesisIndexPage from '../../src/routes/papers/thesis.tsx';
import { archiveIndexEntries } from '../../src/papers/index-entries.ts';
import { journalPath, site } from '../site.ts';
import { spec } from '../spec-facts.ts';
import { archiveIndex, paper } from './fixtures.ts';

/** What React Router gives the details page's meta(). */
type DetailsMetaArgs = Parameters<typeof detailsMeta>[0];

afterEach(cleanup);

async function renderPage(Page: ComponentType, data: unknown, path = '/page') {
  const Stub = createRoutesStub([
    { path, Component: Page, loader: () => data, HydrateFallback: () => null },
  ]);
  render(
    <SiteThemeProvider site={site.id}>
      <Stub initialEntries={[path]} />
    </SiteThemeProvider>,
  );
  return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

describe('the index pages with nothing published', () => {
  it.each<[string, ComponentType, unknown, string]>([
    ['/archives', ArchivesPage, { years: [] }, 'No issues have been published yet.'],
    [
      '/current-issue',
      CurrentIssuePage,
      { current: null, years: [] },
      'No issue has been published yet.',
    ],
    ['/thesis', ThesisIndexPage, { years: [] }, 'No theses have been published yet.'],
    [
      '/publications',
      PublicationsPage,
      { latest: null, years: [] },
      'No theses have been published yet.',
    ],
    [
      '/conference',
      ConferenceIndexPage,
      { years: [] },
      'No conference proceedings have been published yet.',
    ],
  ])('%s says so', async (_, Page, data, message) => {
    await renderPage(Page, data);
    expect(screen.getByText(message)).toBeTruthy();
    expect(
      screen
        .queryAllByRole('link')
        .every((link) => !link.getAttribute('href')?.includes('paperlist')),
    ).toBe(true);
  });
});

describe('an index page while the next page loads', () => {
  it("says 'Loading ...' until the list it leads to is ready", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      finish = resolve;
    });
    const Stub = createRoutesStub([
      {
        path: '/archives',
        Component: ArchivesPage,
        loader: () => ({ years: archiveIndexEntries(archiveIndex) }),
        HydrateFallback: () => null,
      },
      { path: '/archives/paperlist', Component: () => <h1>The list</h1>, loader: () => pending },
    ]);
    render(
      <SiteThemeProvider site={site.id}>
        <Stub initialEntries={['/archives']} />
      </SiteThemeProvider>,
    );
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status.textContent).toBe('');
    screen.getByRole('link', { name: 'Volume 1, Issue 3 (2024)' }).click();
    await screen.findByText('Loading ...', {}, { timeout: 10_000 });
    expect(status.textContent).toBe('Loading ...Please wait while we retrieve your documents');
    finish({});
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'The list' }, { timeout: 10_000 }))
        .textContent,
    ).toBe('The list');
  });
});

describe('the current issue page', () => {
  it('highlights the current issue with a link to its list, then lists every issue', async () => {
    const href = '/current-issue/paperlist?year=2026&volume=3&issue=2';
    const heading = await renderPage(CurrentIssuePage, {
      current: { heading: 'Volume 3, Issue 2 (2026)', href },
      years: archiveIndexEntries(archiveIndex, { year: 2026, volume: 3, issue: 2 }, href),
    });
    expect(heading.textContent).toBe('Current Issue');
    const highlight = screen.getByRole('region', { name: 'Volume 3, Issue 2 (2026)' });
    expect(
      within(highlight)
        .getByRole('link', { name: /View the papers of this issue/ })
        .getAttribute('href'),
    ).toBe(href);
    const current = screen.getByRole('link', { name: 'Volume 3, Issue 2 (2026) Current' });
    expect(current.getAttribute('href')).toBe(href);
    expect(current.getAttribute('aria-current')).toBe('true');
    const older = screen.getByRole('link', { name: 'Volume 1, Issue 3 (2024)' });
    expect(older.getAttribute('href')).toBe('/archives/paperlist?year=2024&volume=1&issue=3');
  });
});

describe('the publications page', () => {
  it('lists the latest theses with links to their details, and the way to all of them', async () => {
    await renderPage(PublicationsPage, {
      latest: {
        heading: 'Volume 3, Year 2026',
        href: '/thesis/paperlist?year=2026&volume=3',
        total: 12,
        papers: [
          {
            id: '31',
            uniqueId: null,
            title: 'Speech Enhancement in Massive MIMO',
            authors: ['Priya Naidu', 'Pooja Agarwal'],
            month: 'December',
            year: 2026,
            updatedAt: null,
            pages: '1-124',
            pdfUrl: null,
            volume: null,
            issue: null,
          },
        ],
      },
      years: [],
    });
    const title = screen.getByRole('link', { name: 'Speech Enhancement in Massive MIMO' });
    expect(title.getAttribute('href')).toBe(
      '/thesis/paper-details?paperid=31&papertitle=speech-enhancement-in-massive-mimo',
    );
    expect(screen.getByText('Priya Naidu, Pooja Agarwal')).toBeTruthy();
    expect(screen.getByText('Published Online: December 2026')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /All 12 theses of Volume 3, Year 2026/ })
        .getAttribute('href'),
    ).toBe('/thesis/paperlist?year=2026&volume=3');
  });
});

function named(meta: MetaDescriptor[], name: string): string[] {
  return meta.flatMap((tag) => ('name' in tag && tag.name === name ? [String(tag.content)] : []));
}

describe('the details page head', () => {
  const data: PaperDetailsData = {
    variant: 'archives',
    details: paper,
    pdfUrl: `https://journal.test${journalPath}/files/papers/42.pdf`,
    backLink: { href: '/archives', label: 'Back to Archives' },
    canonicalHref:
      '/archives/paper-details?paperid=42&papertitle=low-noise-amplifier-design-for-5g-receivers',
    description: 'An amplifier & its noise.',
    kind: 'article',
    recordUrl: `https://journal.test${journalPath}/archives/paper-details?paperid=42&papertitle=low-noise-amplifier-design-for-5g-receivers`,
    citations: [],
    structuredData: [{ '@context': 'https://schema.org', '@type': 'ScholarlyArticle' }],
  };
  const args = {
    loaderData: data,
    params: {},
    location: {
      // React Router gives meta() the location without its basename.
      pathname: '/archives/paper-details',
      search:
        '?paperid=42&papertitle=low-noise-amplifier-design-for-5g-receivers&section=References',
      hash: '',
      state: null,
      key: 'default',
    },
    matches: [{ id: 'root', loaderData: { origin: 'https://journal.test' } }],
  } as unknown as DetailsMetaArgs;

  it('has the paper title and abstract, and the canonical address without the section', () => {
    const meta = detailsMeta(args);
    expect(meta).toContainEqual({ title: `${paper.title} | ${spec.acronym}` });
    expect(named(meta, 'description')).toEqual(['An amplifier & its noise.']);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `https://journal.test${journalPath}/archives/paper-details?paperid=42&papertitle=low-noise-amplifier-design-for-5g-receivers`,
    });
  });

  it('has the Google Scholar tags: title, one author tag each, volume, issue, pages, DOI, PDF', () => {
    const meta = detailsMeta(args);
    expect(named(meta, 'citation_title')).toEqual([paper.title]);
    expect(named(meta, 'citation_author')).toEqual(['A. Kumar', 'B. Rao']);
    expect(named(meta, 'citation_volume')).toEqual(['2']);
    expect(named(meta, 'citation_issue')).toEqual(['3']);
    expect(named(meta, 'citation_firstpage')).toEqual(['12']);
    expect(named(meta, 'citation_doi')).toEqual(['10.5555/indjece.2025.2.3.004']);
    expect(named(meta, 'citation_pdf_url')).toEqual([
      `https://journal.test${journalPath}/files/papers/42.pdf`,
    ]);
  });

  it('points Scholar at the abstract page, says it is an article, and carries the JSON-LD', () => {
    const meta = detailsMeta(args);
    expect(named(meta, 'citation_abstract_html_url')).toEqual([data.recordUrl]);
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ 'script:ld+json': data.structuredData[0] });
  });

  it('leaves out volume and issue for a thesis', () => {
    const meta = detailsMeta({
      ...args,
      loaderData: { ...data, variant: 'thesis', kind: 'thesis' },
    });
    expect(named(meta, 'citation_volume')).toEqual([]);
    expect(named(meta, 'citation_title')).toEqual([paper.title]);
  });
});

describe('an index page head', () => {
  it('has the title and description of its path, and its canonical address under the journal prefix', () => {
    const meta = archivesMeta({
      loaderData: { years: [] },
      params: {},
      location: { pathname: '/archives', search: '', hash: '', state: null, key: 'default' },
      matches: [{ id: 'root', loaderData: { origin: 'https://journal.test' } }],
    } as unknown as MetaArgs);
    expect(meta).toContainEqual({ title: `Archives | ${spec.acronym}` });
    expect(named(meta, 'description')[0]).toMatch(/^All volumes and issues of/);
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `https://journal.test${journalPath}/archives`,
    });
  });
});
