import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { EmailField } from './EmailField.tsx';

describe('EmailField', () => {
  it('is an e-mail input with autofill and the e-mail keyboard', () => {
    renderWithProviders(<EmailField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
  });

  it('lets the browser validate the address', () => {
    renderWithProviders(<EmailField label="Email" defaultValue="name@" />);
    expect(
      (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).checkValidity(),
    ).toBe(false);
  });
});
