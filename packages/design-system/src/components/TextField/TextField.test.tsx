import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderWithProviders(<TextField label="First name" hint="As on your papers" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAccessibleDescription('As on your papers');
    expect(input).not.toBeInvalid();
  });

  it('marks itself invalid and adds the error to its description', () => {
    renderWithProviders(
      <TextField label="First name" hint="As on your papers" error="Enter your first name" />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your papers Enter your first name');
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithProviders(
      <TextField label="Newsletter e-mail" hideLabel placeholder="Enter email address" />,
    );
    expect(screen.getByRole('textbox', { name: 'Newsletter e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Newsletter e-mail').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  });

  it('is required with a silent asterisk', () => {
    renderWithProviders(<TextField label="First name" required />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });
});
