import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'authors', label: 'For Authors', content: 'Authors text' },
  { value: 'researchers', label: 'For Researchers', content: 'Researchers text' },
];

describe('Tabs', () => {
  it('links each tab to its panel and shows only the selected one', () => {
    renderWithProviders(<Tabs label="Audience" items={items} />);
    const tab = screen.getByRole('tab', { name: 'For Authors' });
    const panel = screen.getByRole('tabpanel', { name: 'For Authors' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'For Researchers' })).toHaveAttribute('tabindex', '-1');
  });

  it('falls back to the default for an unknown value and follows a controlled value', () => {
    const { rerender } = renderWithProviders(
      <Tabs label="Audience" items={items} value="admins" defaultValue="researchers" />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Researchers text');
    rerender(<Tabs label="Audience" items={items} value="authors" defaultValue="researchers" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Authors text');
  });

  it('reports a choice without changing a controlled value', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(
      <Tabs label="Audience" items={items} value="authors" onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'For Researchers' }));
    expect(onValueChange).toHaveBeenCalledWith('researchers');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Authors text');
  });

  it('turns address links into ARIA tabs once the script runs, moving with the arrow keys', async () => {
    const onValueChange = vi.fn();
    renderWithProviders(
      <Tabs
        label="Audience"
        items={items}
        value="authors"
        onValueChange={onValueChange}
        hrefForValue={(value) => `?tab=${value}`}
      />,
    );
    const first = await screen.findByRole('tab', { name: 'For Authors' });
    expect(screen.queryByRole('link', { name: 'For Authors' })).toBeNull();
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('researchers');
  });
});
