import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { ScrollToTop, scrollToTarget } from './ScrollToTop.tsx';

describe('ScrollToTop', () => {
  it('is a link to the page top, hidden until the page scrolls past the threshold', async () => {
    const { container } = renderWithProviders(
      <>
        <main id="main" style={{ height: '300vh' }}>
          Content
        </main>
        <ScrollToTop threshold={200} />
      </>,
    );
    const anchor = container.querySelector('a');
    expect(anchor).toHaveAttribute('href', '#top');
    await waitFor(() => expect(anchor).not.toBeVisible());
    expect(screen.queryByRole('link', { name: 'Back to top' })).toBeNull();

    window.scrollTo(0, 600);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to top' })).toBeVisible());
    window.scrollTo(0, 0);
    await waitFor(() => expect(anchor).not.toBeVisible());
  });

  it('moves focus to the target and says whether it found it', () => {
    renderWithProviders(<main id="content">Content</main>);
    expect(scrollToTarget('content')).toBe(true);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    expect(scrollToTarget('missing')).toBe(false);
  });
});
