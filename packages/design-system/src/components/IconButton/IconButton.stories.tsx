import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'Share this issue', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share this issue' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const VariantsAndSizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} align="center" wrap>
      <IconButton {...args} variant="ghost" size="sm" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} variant="primary" size="lg" />
    </Stack>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Phone360: Story = {
  ...VariantsAndSizes,
  globals: { viewport: { value: 'phone360' } },
};
