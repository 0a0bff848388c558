import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('points at the main content and shows itself when focused', async () => {
    renderWithProviders(<SkipLink targetId="content" />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveAttribute('href', '#content');
    expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(link.getBoundingClientRect().width).toBeGreaterThan(50);
  });
});
