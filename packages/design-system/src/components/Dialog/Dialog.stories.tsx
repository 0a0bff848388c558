import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paragraph } from '../../storybook/fixtures.ts';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog } from './Dialog.tsx';
import type { DialogProps } from './Dialog.tsx';

function WithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Newsletter',
    description: 'Get new issues in your inbox.',
    children: <TextField label="E-mail" type="email" />,
    footer: <Button>Join</Button>,
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const FocusMovesInAndComesBack: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Newsletter' });
    await expect(dialog).toHaveAccessibleDescription('Get new issues in your inbox.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab cycles inside the modal: the page behind is inert.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await body().findByRole('dialog', { name: 'Newsletter' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  tags: ['!autodocs'],
  args: { open: true },
  render: (args) => <Dialog {...args} />,
};

export const LongContent: Story = {
  tags: ['!autodocs'],
  args: {
    open: true,
    title: 'Terms and Conditions of Publication in the Journal',
    children: Array.from({ length: 12 }, (_, i) => <Text key={i}>{paragraph}</Text>),
  },
  render: (args) => <Dialog {...args} />,
};

export const Phone360: Story = {
  tags: ['!autodocs'],
  args: { open: true },
  render: (args) => <Dialog {...args} />,
  globals: { viewport: { value: 'phone360' } },
};
