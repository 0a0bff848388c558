import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Table } from './Table.tsx';
import type { TableProps } from './Table.tsx';

interface Benefit {
  item: string;
  optionA: string;
  optionB: string;
}

const rows: Benefit[] = [
  {
    item: 'Peer review',
    optionA: 'By the conference committee',
    optionB: 'Arranged by the journal',
  },
  { item: 'Publication time', optionA: '5 to 10 working days', optionB: '5 to 10 working days' },
  { item: 'DOI for every paper', optionA: 'Yes', optionB: 'Yes' },
];

const args: TableProps<Benefit> = {
  caption: 'Collaboration options',
  columns: [
    { key: 'item', header: 'Benefit', rowHeader: true },
    { key: 'optionA', header: 'Option A' },
    { key: 'optionB', header: 'Option B' },
  ],
  rows,
  getRowKey: (row) => row.item,
};

const meta = {
  title: 'Layout/Table',
  component: Table<Benefit>,
  args,
} satisfies Meta<typeof Table<Benefit>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Collaboration options' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Peer review' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const Empty: Story = { args: { rows: [] } };

export const Phone360ScrollsSideways: Story = {
  args: {
    columns: [
      ...args.columns,
      {
        key: 'note',
        header: 'Notes',
        render: () => 'Proceedings are indexed with the journal issue.',
      },
    ],
  },
  globals: { viewport: { value: 'phone360' } },
};
