import type { Meta, StoryObj } from '@storybook/react-vite';
import { paragraph } from '../../storybook/fixtures.ts';
import { Text } from '../Text/Text.tsx';
import { Container } from './Container.tsx';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <Text style={{ outline: '1px dashed currentColor' }}>{paragraph}</Text>,
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: 'narrow' } };
export const Wide: Story = { args: { size: 'wide' } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
