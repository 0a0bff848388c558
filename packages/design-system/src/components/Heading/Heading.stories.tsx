import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longTitle } from '../../storybook/fixtures.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Text/Heading',
  component: Heading,
  args: { level: 1, children: 'Indian Journal of Electronics and Communication Engineering' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={1}>Heading level 1</Heading>
      <Heading level={2}>Heading level 2</Heading>
      <Heading level={3}>Heading level 3</Heading>
      <Heading level={4}>Heading level 4</Heading>
      <Heading level={5}>Heading level 5</Heading>
      <Heading level={6}>Heading level 6</Heading>
    </Stack>
  ),
};

export const LevelAndSizeDiffer: Story = {
  args: { level: 2, size: 'md', children: 'A level-2 heading set small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'A level-2 heading set small',
    );
  },
};

export const Brand: Story = { args: { tone: 'brand' } };
export const LongText: Story = { args: { children: longTitle } };
export const Phone360: Story = {
  args: { children: longTitle },
  globals: { viewport: { value: 'phone360' } },
};
