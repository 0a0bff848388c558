import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: {
    label: 'Volume',
    onChange: fn(),
    options: [
      { value: '2025-2', label: 'Volume 2 (2025)' },
      { value: '2024-1', label: 'Volume 1 (2024)' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Volume' });
    await userEvent.selectOptions(select, 'Volume 1 (2024)');
    await expect(select).toHaveValue('2024-1');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a volume', defaultValue: '' },
};
export const WithHint: Story = { args: { hint: 'Newest first.' } };
export const WithError: Story = {
  args: { placeholder: 'Choose a volume', error: 'Choose a volume', defaultValue: '' },
};
export const Disabled: Story = { args: { disabled: true } };

export const Phone360: Story = {
  args: { hint: 'Newest first.' },
  globals: { viewport: { value: 'phone360' } },
};
