import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { LoadingState } from './LoadingState.tsx';

describe('LoadingState', () => {
  it.each([
    [undefined, 'Loading ...'],
    ['Archives', 'Loading Archives...'],
    ['Thesis', 'Loading Thesis...'],
  ])('with title %s says %s and asks to wait', (title, text) => {
    renderWithProviders(<LoadingState title={title} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).toHaveTextContent('Please wait while we retrieve your documents');
  });
});
