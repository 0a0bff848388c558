import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { LinkButton } from './LinkButton.tsx';

describe('LinkButton', () => {
  it('is a link, not a button, so it works without JavaScript', () => {
    renderWithProviders(<LinkButton href="/journals">Explore Journals</LinkButton>);
    expect(screen.getByRole('link', { name: 'Explore Journals' })).toHaveAttribute(
      'href',
      '/journals',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the external editorial system in a new tab', () => {
    renderWithProviders(
      <LinkButton href="https://editorial.example/login">Submit Research</LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Submit Research (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
