import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Heading } from './Heading.tsx';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as h%i', (level) => {
    renderWithProviders(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
  });

  it('takes a size apart from its level', () => {
    renderWithProviders(
      <Heading level={2} size="md">
        Small
      </Heading>,
    );
    expect(getComputedStyle(screen.getByRole('heading')).fontSize).toBe('16px');
  });
});
