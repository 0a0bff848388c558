import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'States/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading ...');
    await expect(status).toHaveTextContent('Please wait while we retrieve your documents');
  },
};

export const WithTitle: Story = {
  args: { title: 'Archives' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Archives...');
  },
};

export const Phone360: Story = {
  args: { title: 'Conference Proceedings' },
  globals: { viewport: { value: 'phone360' } },
};
