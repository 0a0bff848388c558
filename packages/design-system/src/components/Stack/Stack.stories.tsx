import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 4 },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = ['Archives', 'Current Issue', 'Conference', 'Thesis', 'Blog'].map((label) => (
  <Badge key={label} tone="brand">
    {label}
  </Badge>
));

export const Column: Story = { args: { children: boxes } };

export const Row: Story = { args: { direction: 'row', gap: 2, wrap: true, children: boxes } };

export const ResponsiveDirection: Story = {
  name: 'Column on phones, row from md',
  args: {
    direction: { base: 'column', md: 'row' },
    gap: { base: 2, md: 4 },
    children: [
      <Button key="a">Explore Journals</Button>,
      <Button key="b" variant="secondary">
        Submit Research
      </Button>,
    ],
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    direction: 'row',
    wrap: true,
    gap: 2,
    children: boxes.map((box, i) => <li key={i}>{box}</li>),
  },
};

export const Phone360: Story = {
  ...ResponsiveDirection,
  globals: { viewport: { value: 'phone360' } },
};
