import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ScrollToTop, scrollToTarget } from './ScrollToTop.tsx';

describe('ScrollToTop', () => {
  it('is a hidden link to the main content until the page scrolls', () => {
    const { container } = renderWithProviders(<ScrollToTop />);
    const anchor = container.querySelector('a');
    expect(anchor).toHaveAttribute('href', '#main');
    expect(anchor).toHaveAttribute('hidden');
    expect(screen.queryByRole('link', { name: 'Back to top' })).toBeNull();
  });

  it('moves focus to the target and says whether it found it', () => {
    renderWithProviders(<main id="content">Content</main>);
    expect(scrollToTarget('content')).toBe(true);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    expect(scrollToTarget('missing')).toBe(false);
  });
});
