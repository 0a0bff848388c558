import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
// Imported after the stack on purpose: the cascade must not depend on which module comes first.
import { Stack } from './Stack.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

describe('Stack', () => {
  it('spaces its children with a gap from the scale and sets no margin of its own', () => {
    renderWithProviders(
      <Stack data-testid="stack" gap={5} direction="row">
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    const style = getComputedStyle(screen.getByTestId('stack'));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('row');
    expect(style.columnGap).toBe('24px');
    expect(style.margin).toBe('0px');
  });

  it('renders as a list without bullets', () => {
    renderWithProviders(
      <Stack as="ul" aria-label="Links">
        <li>One</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Links' });
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(getComputedStyle(list).paddingLeft).toBe('0px');
  });

  it('lets its children shrink: an icon button in it has no minimum width', () => {
    renderWithProviders(
      <Stack direction="row">
        <IconButton icon="search" label="Search" />
      </Stack>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Search' })).minWidth).toBe('0px');
  });
});
