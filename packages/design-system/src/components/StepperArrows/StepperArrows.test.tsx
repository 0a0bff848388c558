import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { StepperArrows } from './StepperArrows.tsx';

describe('StepperArrows', () => {
  it('disables the arrow with nowhere to go', () => {
    renderWithProviders(
      <StepperArrows label="Volume" previous={null} next={{ onSelect: () => {} }} />,
    );
    expect(screen.getByRole('button', { name: 'Previous volume' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next volume' })).toBeEnabled();
  });

  it('calls the action of an arrow', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<StepperArrows label="Issue" previous={{ onSelect }} next={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous issue' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('renders arrows with addresses as links', () => {
    renderWithProviders(
      <StepperArrows label="Issue" previous={{ href: '/archives?issue=1' }} next={null} />,
    );
    expect(screen.getByRole('link', { name: 'Previous issue' })).toHaveAttribute(
      'href',
      '/archives?issue=1',
    );
    expect(screen.getByRole('group', { name: 'Issue' })).toBeInTheDocument();
  });
});
