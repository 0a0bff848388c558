import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { siteThemes } from '../../theme/sites.ts';
import { Text } from './Text.tsx';

describe('Text', () => {
  it('is a paragraph by default and takes another element', () => {
    renderWithProviders(
      <>
        <Text>Paragraph</Text>
        <Text as="span">Inline</Text>
      </>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
  });

  it('colours muted text from the theme', () => {
    renderWithProviders(<Text tone="muted">Hint</Text>);
    const expected = siteThemes.publisher.color.textMuted;
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(expected.slice(i, i + 2), 16));
    expect(getComputedStyle(screen.getByText('Hint')).color).toBe(`rgb(${r}, ${g}, ${b})`);
  });
});
