import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'States/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText("Sorry, the page you're looking for doesn't exist."),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
