import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import type { ShareDialogProps } from './ShareDialog.tsx';

const url = 'https://indjournals.example/indjece/archives/paperlist?year=2025&volume=2&issue=3';

function WithTrigger(args: ShareDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" startIcon={<Icon name="share" />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Overlays/ShareDialog',
  component: ShareDialog,
  args: { open: true, onClose: fn(), url, title: 'Volume 2, Issue 3 (2025)' },
  render: (args) => <WithTrigger {...args} />,
  // Stories open the dialog at once; on the docs page they would stack as modals.
  tags: ['!autodocs'],
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Share' });
    const networks = within(dialog).getByRole('list', { name: 'Share on' });
    await expect(
      within(networks)
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(' (opens in a new window)', '')),
    ).toEqual(['X', 'LinkedIn', 'Facebook', 'WhatsApp']);
    await expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await expect(
      within(dialog).getByText(/Instagram cannot share links directly/),
    ).toBeInTheDocument();
  },
};

export const NetworksOpenAPopup: Story = {
  play: async () => {
    const popup = { opener: {} as unknown };
    const open = spyOn(window, 'open').mockReturnValue(popup as Window);
    const dialog = await body().findByRole('dialog', { name: 'Share' });

    await userEvent.click(within(dialog).getByRole('link', { name: /^LinkedIn/ }));
    await expect(open).toHaveBeenCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      'share',
      expect.stringContaining('popup'),
    );
    await expect(popup.opener).toBeNull();

    await userEvent.click(within(dialog).getByRole('link', { name: /^WhatsApp/ }));
    await expect(open).toHaveBeenLastCalledWith(
      expect.stringMatching(/^https:\/\/api\.whatsapp\.com\/send\?text=Volume/),
      'share',
      expect.any(String),
    );
    await expect(open).toHaveBeenCalledTimes(2);
  },
};

export const CopyTheLink: Story = {
  play: async () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const dialog = await body().findByRole('dialog', { name: 'Share' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  },
};

export const Closed: Story = { args: { open: false }, tags: ['autodocs'] };

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
