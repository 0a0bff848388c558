import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('says No Paper Found by default', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByRole('heading', { level: 2, name: 'No Paper Found' })).toBeInTheDocument();
  });

  it('takes its own title, text and action', () => {
    renderWithProviders(
      <EmptyState
        title="No results"
        description="Try other words."
        action={<a href="/archives">All</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeInTheDocument();
    expect(screen.getByText('Try other words.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All' })).toBeInTheDocument();
  });
});
