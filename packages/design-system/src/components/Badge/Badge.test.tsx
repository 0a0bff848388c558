import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it.each(['neutral', 'brand', 'success', 'warning', 'danger'] as const)(
    'shows its text in the %s tone with a border in the text colour',
    (tone) => {
      renderWithProviders(<Badge tone={tone}>Open Access</Badge>);
      const style = getComputedStyle(screen.getByText('Open Access'));
      expect(style.borderTopColor).toBe(style.color);
    },
  );
});
