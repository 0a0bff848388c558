import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailField } from './EmailField.tsx';

const meta = {
  title: 'Controls/EmailField',
  component: EmailField,
  args: { label: 'Email', name: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const NewsletterPlaceholder: Story = {
  args: { label: 'Newsletter e-mail', hideLabel: true, placeholder: 'Enter email address' },
};

export const WithError: Story = {
  args: { error: 'Enter an e-mail address like name@example.org', defaultValue: 'name@' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Phone360: Story = { ...WithError, globals: { viewport: { value: 'phone360' } } };
