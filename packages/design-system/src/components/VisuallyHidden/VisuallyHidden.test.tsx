import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree but takes no visible space', () => {
    renderWithProviders(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const rect = screen.getByText('Close').getBoundingClientRect();
    expect(rect.width * rect.height).toBeLessThanOrEqual(1);
  });
});
