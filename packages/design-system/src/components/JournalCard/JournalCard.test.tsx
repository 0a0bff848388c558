import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { JournalCard } from './JournalCard.tsx';

describe('JournalCard', () => {
  it('shows the particulars and opens the journal in a new tab', () => {
    renderWithProviders(
      <JournalCard
        title="INDJEEE"
        fullTitle="Indian Journal of Electrical and Electronics Engineering"
        eIssn="9999-0003"
        publicationMonths="Apr, Aug, Dec"
        frequency="3 issues per year"
        imageUrl="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        href="https://indjournals.example/indjeee/"
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'INDJEEE' })).toBeInTheDocument();
    expect(within(card).getByText('9999-0003')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /^Visit Journal: INDJEEE/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
