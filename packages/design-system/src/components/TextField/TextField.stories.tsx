import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'First name', name: 'firstName' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Asha');
    await expect(input).toHaveValue('Asha');
  },
};

export const WithHint: Story = { args: { hint: 'As it appears on your published papers.' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Enter your first name', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter your first name');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Asha' } };

export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'First name' } };

export const LongLabel: Story = {
  args: {
    label:
      'Name of the corresponding author as it should appear in the published article and on the certificate',
    hint: 'Use the same spelling as in the manuscript.',
  },
  globals: { viewport: { value: 'phone360' } },
};
