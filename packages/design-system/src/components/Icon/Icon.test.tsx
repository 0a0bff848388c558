import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Icon } from './Icon.tsx';
import { IconSpriteProvider } from './IconSprite.tsx';
import { iconNames } from './icons.ts';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = renderWithProviders(<Icon name="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).not.toHaveAttribute('role');
  });

  it('is an image named by its label', () => {
    renderWithProviders(<Icon name="alert" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Warning' })).not.toHaveAttribute('aria-hidden');
  });

  it('uses its symbol in the sprite file the provider names, with no drawing of its own', () => {
    const { container } = render(
      <IconSpriteProvider href="/indjece/assets/icons-0123456789.svg">
        <Icon name="search" />
      </IconSpriteProvider>,
    );
    expect(container.querySelector('use')).toHaveAttribute(
      'href',
      '/indjece/assets/icons-0123456789.svg#search',
    );
    expect(container.querySelector('path')).toBeNull();
  });

  it.each(iconNames)('draws %s from the symbol in the page', (name) => {
    const { container } = renderWithProviders(<Icon name={name} data-testid="icon" />);
    const icon = screen.getByTestId('icon');
    expect(icon.querySelector('use')).toHaveAttribute('href', `#${name}`);
    const symbol = container.ownerDocument.getElementById(name);
    expect(symbol?.tagName).toBe('symbol');
    expect(symbol?.querySelectorAll('path').length).toBeGreaterThan(0);
    // The <use> really draws: the icon has the size of its 1.25em box, painted from the symbol.
    expect(icon.getBoundingClientRect().width).toBeGreaterThan(0);
  });
});
