import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { StatStrip } from './StatStrip.tsx';

describe('StatStrip', () => {
  it('pairs each label with its value in a description list, value shown first', () => {
    renderWithProviders(<StatStrip stats={[{ value: '8', label: 'Journals' }]} />);
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('Journals');
    expect(screen.getByRole('definition')).toHaveTextContent('8');
    expect(getComputedStyle(term.parentElement as HTMLElement).flexDirection).toBe(
      'column-reverse',
    );
  });
});
