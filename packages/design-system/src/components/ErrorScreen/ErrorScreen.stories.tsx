import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'States/ErrorScreen',
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something Went Wrong' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Sorry, an unexpected error has occurred. Please try again later.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithDetails: Story = {
  args: { details: 'TypeError: Cannot read properties of undefined (reading "papersList")' },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
