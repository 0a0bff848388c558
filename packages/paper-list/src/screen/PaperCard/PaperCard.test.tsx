import type { PaperSummary } from '@journals/api-contract';
import { renderWithProviders } from '@journals/design-system/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { PaperCard } from './PaperCard.tsx';

const paper: PaperSummary = {
  id: '42',
  uniqueId: 'INDJECE-2025-02-03-004',
  title: 'Smart Grid: A Survey',
  authors: ['Asha Rao', '', 'B. Kumar', '  '],
  month: '3',
  year: 2025,
  updatedAt: '2025-07-13T08:16:07.000Z',
  pages: '12-19',
  pdfUrl: 'http://127.0.0.1:4310/indjece/files/papers/42.pdf',
  volume: 2,
  issue: 3,
};

function renderCard(
  overrides: Partial<PaperSummary> = {},
  variant: 'archives' | 'conference' = 'archives',
) {
  renderWithProviders(
    <PaperCard variant={variant} paper={{ ...paper, ...overrides }} prefix="/indjece/" />,
    {
      site: 'indjece',
    },
  );
  return within(screen.getByRole('article', { name: paper.title }));
}

describe('a paper card', () => {
  it('links the title to the paper details', () => {
    const card = renderCard();
    expect(card.getByRole('heading', { level: 2, name: paper.title })).toBeInTheDocument();
    expect(card.getByRole('link', { name: paper.title })).toHaveAttribute(
      'href',
      '/archives/paper-details?paperid=42&papertitle=smart-grid-a-survey',
    );
  });

  it('opens a web search of the title in a new tab', () => {
    const search = renderCard().getByRole('link', { name: /Search the web for this title/ });
    expect(search).toHaveAttribute(
      'href',
      'https://www.google.com/search?q=Smart+Grid%3A+A+Survey',
    );
    expect(search).toHaveAttribute('target', '_blank');
    expect(search).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the authors, Published Online, pages, the fixed figures and the PlumX badge', () => {
    const card = renderCard();
    expect(card.getByText('Asha Rao, B. Kumar')).toBeInTheDocument();
    const facts = within(card.getByRole('list', { name: 'Publication details' }));
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Published Online: March 2025',
      'Pages: 12-19',
      '50 Views',
      '0 CrossRef Citations',
      'PlumX Metrics',
    ]);
  });

  it.each([
    [{ month: null }, 'Published Online: July 2025'],
    [{ year: null }, 'Published Online: July 2025'],
    [{ month: 'Sept', year: 2024 }, 'Published Online: September 2024'],
  ])('with %j shows %s', (overrides, text) => {
    expect(renderCard(overrides).getByText(text)).toBeInTheDocument();
  });

  it('leaves out Published Online and pages when the paper has none', () => {
    const facts = within(
      renderCard({ month: null, updatedAt: null, pages: null }).getByRole('list', {
        name: 'Publication details',
      }),
    );
    expect(facts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '50 Views',
      '0 CrossRef Citations',
      'PlumX Metrics',
    ]);
  });

  it.each([
    [
      'Abstract',
      '/archives/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=FullArticle',
    ],
    [
      'Full Text',
      '/archives/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=FullArticle',
    ],
    [
      'References',
      '/archives/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=References',
    ],
  ])('links %s to %s', (name, href) => {
    expect(renderCard().getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it("opens the PDF in a new tab from the journal's own address", () => {
    const pdf = renderCard().getByRole('link', { name: 'Download PDF (opens in a new tab)' });
    expect(pdf).toHaveAttribute('href', '/indjece/files/papers/42.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([[null], ['https://elsewhere.example/papers/42.pdf']])(
    'offers no download for the file %j',
    (pdfUrl) => {
      expect(
        renderCard({ pdfUrl }).queryByRole('link', { name: /Download PDF/ }),
      ).not.toBeInTheDocument();
    },
  );

  it("uses the conference list's details page on the conference list", () => {
    expect(renderCard({}, 'conference').getByRole('link', { name: 'References' })).toHaveAttribute(
      'href',
      '/conference/paper-details?paperid=42&papertitle=smart-grid-a-survey&section=References',
    );
  });

  it('renders the same markup wherever it is on a page (the server may reuse it, ADR 026)', () => {
    function Labelled() {
      return <p id={useId()}>Before the card</p>;
    }
    const alone = renderCard().getByRole('heading').closest('article')?.outerHTML;
    cleanup();
    renderWithProviders(
      <>
        <Labelled />
        <Labelled />
        <PaperCard variant="archives" paper={paper} prefix="/indjece/" />
      </>,
      { site: 'indjece' },
    );
    const afterOthers = screen.getByRole('article', { name: paper.title }).outerHTML;
    expect(afterOthers).toBe(alone);
    // Its links are described by its title.
    expect(screen.getByRole('link', { name: 'References' })).toHaveAccessibleDescription(
      paper.title,
    );
  });
});
