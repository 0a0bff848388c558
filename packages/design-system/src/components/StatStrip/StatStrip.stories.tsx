import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatStrip } from './StatStrip.tsx';

const meta = {
  title: 'Showcase/StatStrip',
  component: StatStrip,
  args: {
    'aria-label': 'The publisher in numbers',
    stats: [
      { value: '8', label: 'Journals' },
      { value: '10k+', label: 'Published Papers' },
      { value: '250+', label: 'Expert Reviewers' },
      { value: '85%', label: 'Author Satisfaction' },
    ],
  },
} satisfies Meta<typeof StatStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Journals',
      'Published Papers',
      'Expert Reviewers',
      'Author Satisfaction',
    ]);
    await expect(canvas.getByText('10k+').tagName).toBe('DD');
  },
};

export const Muted: Story = { args: { tone: 'muted' } };

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
