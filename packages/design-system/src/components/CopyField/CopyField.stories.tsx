import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { manualClockStory } from '../../testing/manual-clock-story.tsx';
import { CopyField } from './CopyField.tsx';

const manualClock = manualClockStory();

const meta = {
  title: 'Controls/CopyField',
  component: CopyField,
  args: {
    label: 'Link to this issue',
    value: 'https://indjournals.example/indjece/archives/paperlist?year=2025&volume=2&issue=3',
    onCopy: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAttribute('readonly');
  },
};

export const CopiedForTwoSeconds: Story = {
  // Time moves only when the play function says so.
  beforeEach: manualClock.beforeEach,
  decorators: manualClock.decorators,
  play: async ({ canvas, args }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));

    await expect(writeText).toHaveBeenCalledWith(args.value);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopy).toHaveBeenCalledWith(args.value);

    manualClock.clock().advance(1999);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    manualClock.clock().advance(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const CopyRefused: Story = {
  play: async ({ canvas }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    spyOn(document, 'execCommand').mockReturnValue(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText(/press Ctrl\+C/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  },
};

export const LongValuePhone360: Story = {
  args: { value: `${'https://doi.org/10.5555/'}${'indjece.2025.v2.i3.'.repeat(6)}` },
  globals: { viewport: { value: 'phone360' } },
};
