import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { Select } from './Select.tsx';

const options = [
  { value: '3', label: 'Issue 3' },
  { value: '2', label: 'Issue 2' },
  { value: '1', label: 'Issue 1', disabled: true },
];

describe('Select', () => {
  it('draws the field box with room on the right for its own chevron', () => {
    renderWithProviders(<Select label="Issue" options={options} />);
    const style = getComputedStyle(screen.getByRole('combobox', { name: 'Issue' }));
    // The box of every field control...
    expect(style.minHeight).toBe('44px');
    expect(style.paddingLeft).toBe('12px');
    expect(style.borderTopLeftRadius).toBe('8px');
    // ...refined by the select's own rules, which come after it.
    expect(style.paddingRight).toBe('40px');
    expect(style.appearance).toBe('none');
    expect(style.cursor).toBe('pointer');
  });

  it('offers the options after an optional placeholder', () => {
    renderWithProviders(<Select label="Issue" placeholder="Choose an issue" options={options} />);
    const select = screen.getByRole('combobox', { name: 'Issue' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choose an issue',
      'Issue 3',
      'Issue 2',
      'Issue 1',
    ]);
    expect(screen.getByRole('option', { name: 'Issue 1' })).toBeDisabled();
  });

  it('reports a change', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Select label="Issue" options={options} onChange={(e) => onChange(e.target.value)} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Issue' }), '2');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
