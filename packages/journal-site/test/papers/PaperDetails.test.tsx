import { renderWithProviders } from '@journals/design-system/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PaperDetailsView,
  type PaperDetailsViewProps,
} from '../../src/papers/PaperDetails/PaperDetails.tsx';
import { journalPath, site } from '../site.ts';
import { paper } from './fixtures.ts';

const props: PaperDetailsViewProps = {
  variant: 'archives',
  details: paper,
  pdfUrl: `https://journal.test${journalPath}/files/papers/42.pdf`,
  backLink: {
    href: '/archives/paperlist?year=2025&volume=2&issue=3',
    label: 'Back to Volume 2, Issue 3 (2025)',
  },
  section: null,
  kind: 'article',
  citations: [
    {
      label: 'APA (7th edition)',
      text: 'Kumar, A., & Rao, B. (2025). Low-noise amplifier design.',
    },
    {
      label: 'Vancouver',
      text: 'Kumar A, Rao B. Low-noise amplifier design. INDJECE. 2025;2(3):12–9.',
    },
  ],
};

function renderDetails(overrides: Partial<PaperDetailsViewProps> = {}) {
  return renderWithProviders(<PaperDetailsView {...props} {...overrides} />, { site: site.id });
}

afterEach(cleanup);

describe('the paper details view', () => {
  it('shows the title as the page heading, the authors, the facts and the way back', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(paper.title);
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(
      within(authors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A. Kumar', 'B. Rao']);
    expect(screen.getByText('Research Article')).toBeTruthy();
    expect(screen.getByText('June 2025')).toBeTruthy();
    expect(screen.getByText('Volume 2, Issue 3 (2025)')).toBeTruthy();
    expect(screen.getByText('12-19')).toBeTruthy();
    expect(screen.getByText('INDJECE-2025-02-03-004')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Volume 2, Issue 3 (2025)' });
    expect(back.getAttribute('href')).toBe('/archives/paperlist?year=2025&volume=2&issue=3');
  });

  it('shows the DOI as a doi.org link', () => {
    renderDetails();
    const doi = screen.getByRole('link', {
      name: /^https:\/\/doi\.org\/10\.5555\/indjece\.2025\.2\.3\.004/,
    });
    expect(doi.getAttribute('href')).toBe('https://doi.org/10.5555/indjece.2025.2.3.004');
  });

  it('offers the PDF under the journal prefix in a new tab', () => {
    renderDetails();
    const download = screen.getByRole('link', { name: /^Download PDF/ });
    expect(download.getAttribute('href')).toBe(props.pdfUrl);
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders the abstract, the full article and the references sections', () => {
    renderDetails();
    const abstract = screen.getByRole('region', { name: 'Abstract' });
    expect(abstract.textContent).toContain('An amplifier & its noise.');
    const full = screen.getByRole('region', { name: 'Full Article' });
    expect(within(full).getByText(paper.citation!)).toBeTruthy();
    const [affiliations] = within(full).getAllByRole('list');
    expect(
      within(affiliations!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A. Kumar, Professor, Chennai', 'B. Rao, Lecturer, Pune']);
    const references = screen.getByRole('region', { name: 'References' });
    const entries = within(references).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[1]?.innerHTML).toBe('B. Author, <em>Second</em>, 2021.');
  });

  it('links the sections by their section query, marking the one asked for', () => {
    renderDetails({ section: 'References' });
    const nav = screen.getByRole('navigation', { name: 'Sections of this page' });
    const full = within(nav).getByRole('link', { name: 'Full Article' });
    const references = within(nav).getByRole('link', { name: 'References' });
    expect(full.getAttribute('href')).toBe(
      '/archives/paper-details?paperid=42&papertitle=low-noise-amplifier-design-for-5g-receivers&section=FullArticle#full-article',
    );
    expect(references.getAttribute('aria-current')).toBe('location');
    expect(full.getAttribute('aria-current')).toBeNull();
  });

  it('says so when a paper has no abstract, references or PDF', () => {
    renderDetails({
      variant: 'thesis',
      details: {
        ...paper,
        abstract: '',
        references: [],
        citation: null,
        designation: null,
        doi: null,
        doiLink: null,
      },
      pdfUrl: null,
    });
    expect(screen.getByText('No abstract is available for this thesis.')).toBeTruthy();
    expect(screen.getByText('No references are listed for this thesis.')).toBeTruthy();
    expect(screen.getByText('The full text of this thesis is not available online.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).toBeNull();
    expect(screen.queryByText('DOI')).toBeNull();
    // A thesis has no issue.
    expect(screen.queryByText('Issue')).toBeNull();
  });
});

describe('how to cite', () => {
  it('shows each style as text with its own Copy button, and the API citation as supplied', () => {
    renderDetails();
    const section = screen.getByRole('region', { name: 'How to cite' });
    for (const { label, text } of props.citations) {
      expect(within(section).getByRole('heading', { level: 4, name: label })).toBeTruthy();
      expect(within(section).getByText(text)).toBeTruthy();
      expect(
        within(section).getByRole('button', { name: `Copy the ${label} citation` }),
      ).toBeTruthy();
    }
    expect(within(section).getByText(paper.citation!)).toBeTruthy();
  });

  it('copies a citation and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDetails();
    screen.getByRole('button', { name: 'Copy the Vancouver citation' }).click();
    expect(await screen.findByText('Vancouver citation copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(props.citations[1]?.text);
  });

  it('offers the record as BibTeX, RIS and CSL-JSON under the journal prefix', () => {
    renderDetails();
    const files = screen.getByRole('list', { name: 'Download the citation' });
    expect(
      within(files)
        .getAllByRole('link')
        .map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
    ).toEqual([
      ['BibTeX', `${journalPath}/cite/article/42.bib`],
      ['RIS', `${journalPath}/cite/article/42.ris`],
      ['CSL-JSON', `${journalPath}/cite/article/42.json`],
    ]);
  });
});

describe('opening at a section', () => {
  let scrolled: HTMLElement[];

  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this);
    });
  });

  it.each([
    ['FullArticle', 'full-article'],
    ['References', 'references'],
  ] as const)('section=%s scrolls to and focuses #%s', async (section, id) => {
    renderDetails({ section });
    await vi.waitFor(() => {
      expect(document.activeElement?.id).toBe(id);
    });
    expect(scrolled.map((element) => element.id)).toEqual([id]);
  });

  it('without a section the page opens at its top', async () => {
    renderDetails();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});
