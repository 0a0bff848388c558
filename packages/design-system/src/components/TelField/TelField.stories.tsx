import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TelField } from './TelField.tsx';

const meta = {
  title: 'Controls/TelField',
  component: TelField,
  args: { label: 'Phone', name: 'phone', hint: 'With the country code, for example +91.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TelField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
  },
};

export const WithError: Story = { args: { error: 'Enter a phone number' } };
export const Disabled: Story = { args: { disabled: true } };

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
