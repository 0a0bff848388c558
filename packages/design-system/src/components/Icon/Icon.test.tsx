import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Icon } from './Icon.tsx';
import { iconNames } from './icons.ts';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = renderWithProviders(<Icon name="search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label', () => {
    renderWithProviders(<Icon name="alert" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it.each(iconNames)('draws %s', (name) => {
    const { container } = renderWithProviders(<Icon name={name} />);
    expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
