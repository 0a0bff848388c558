import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { TelField } from './TelField.tsx';

describe('TelField', () => {
  it('is a phone input with autofill and the phone keypad', () => {
    renderWithProviders(<TelField label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });
});
