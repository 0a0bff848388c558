import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchBox } from './SearchBox.tsx';
import type { SearchBoxProps } from './SearchBox.tsx';

const meta = {
  title: 'Controls/SearchBox',
  component: SearchBox,
  args: { placeholder: 'Search by Paper ID, Paper Name', onSearch: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsAndClears: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search papers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();

    await userEvent.type(box, '  LoRa mesh  {enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('LoRa mesh');
    await expect(box).toHaveValue('');
  },
};

/** The list screen's rule: Clear shows while results are shown and the box is empty. */
function WithResults(args: SearchBoxProps) {
  const [results, setResults] = useState(false);
  return (
    <SearchBox
      {...args}
      showClear={results}
      onSearch={(query) => {
        setResults(true);
        args.onSearch?.(query);
      }}
      onClear={() => {
        setResults(false);
        args.onClear?.();
      }}
    />
  );
}

export const ClearReturnsToTheList: Story = {
  render: (args) => <WithResults {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox'), 'antenna{enter}');
    const clear = await canvas.findByRole('button', { name: 'Clear' });
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull());
  },
};

export const WithoutJavaScript: Story = {
  name: 'Plain GET form (no onSearch)',
  args: {
    onSearch: undefined,
    action: '/archives/paperlist',
    showClear: true,
    clearHref: '/archives/paperlist',
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: 'Search papers' });
    await expect(form).toHaveAttribute('action', '/archives/paperlist');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('name', 'q');
    await expect(canvas.getByRole('link', { name: 'Clear' })).toHaveAttribute(
      'href',
      '/archives/paperlist',
    );
  },
};

export const Busy: Story = { args: { busy: true, defaultValue: 'antenna' } };

export const VisibleLabel: Story = { args: { showLabel: true, label: 'Search the archive' } };

/** A 360 px phone: the buttons wrap below the box, which shows its whole placeholder. */
export const Phone360: Story = {
  args: { showClear: true },
  globals: { viewport: { value: 'phone360' } },
};
