import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { Table } from './Table.tsx';

const rows = [
  { name: 'Option A', time: '5 days' },
  { name: 'Option B', time: '10 days' },
];

describe('Table', () => {
  it('is a captioned table with column and row headers inside a focusable scroll region', () => {
    renderWithProviders(
      <Table
        caption="Options"
        columns={[
          { key: 'name', header: 'Option', rowHeader: true },
          { key: 'time', header: 'Time', render: (row) => <strong>{row.time}</strong> },
        ]}
        rows={rows}
        getRowKey={(row) => row.name}
      />,
    );
    const table = screen.getByRole('table', { name: 'Options' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Option', 'Time']);
    expect(within(table).getByRole('rowheader', { name: 'Option B' })).toBeInTheDocument();
    expect(within(table).getByText('10 days').tagName).toBe('STRONG');
    expect(screen.getByRole('region', { name: 'Options' })).toHaveAttribute('tabindex', '0');
  });
});
