import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, 'Line one{enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};

export const WithHint: Story = {
  args: { hint: 'Tell us about your conference or your question.' },
};
export const WithError: Story = { args: { required: true, error: 'Enter a message' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent.' } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
