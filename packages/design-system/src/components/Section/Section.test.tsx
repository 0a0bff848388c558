import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Section } from './Section.tsx';

describe('Section', () => {
  it('is a region named by its heading', () => {
    renderWithProviders(
      <Section title="Key Features" description="Why publish with us">
        content
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Key Features' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Key Features' }),
    );
    expect(region).toHaveTextContent('Why publish with us');
  });

  it('is a plain section without a title', () => {
    const { container } = renderWithProviders(<Section>content</Section>);
    expect(container.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  });
});
