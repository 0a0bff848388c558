import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longTitle, paragraph } from '../../storybook/fixtures.ts';
import { Text } from '../Text/Text.tsx';
import { Section } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'About Us',
    description: 'An open-access publisher of peer-reviewed engineering journals.',
    children: <Text>{paragraph}</Text>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'About Us' })).toBeInTheDocument();
  },
};
export const Muted: Story = { args: { tone: 'muted' } };
export const Brand: Story = { args: { tone: 'brand', align: 'center' } };
export const Hero: Story = { args: { tone: 'hero', titleLevel: 1 } };
export const WithoutTitle: Story = { args: { title: undefined, description: undefined } };
export const LongTitle: Story = { args: { title: longTitle } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
