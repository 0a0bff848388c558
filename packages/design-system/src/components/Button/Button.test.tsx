import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a plain button that does not submit forms by default', () => {
    renderWithProviders(<Button>Search</Button>);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Search</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('ignores presses while busy but stays focusable and says why', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button busy onClick={onClick}>
        Search
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Search , Please wait' });
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('can be disabled', () => {
    renderWithProviders(<Button disabled>Search</Button>);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});
