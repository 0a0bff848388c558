import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label, with the icon silent', () => {
    renderWithProviders(<IconButton icon="close" label="Close menu" />);
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveAttribute('title', 'Close menu');
  });
});
