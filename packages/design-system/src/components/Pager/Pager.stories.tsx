import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Pager } from './Pager.tsx';
import type { PagerProps } from './Pager.tsx';

function StatefulPager(args: PagerProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pager
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  args: { page: 1, totalPages: 10, onPageChange: fn(), onPageIntent: fn() },
  render: (args) => <StatefulPager {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const numbers = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    const numbers = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    await expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    await userEvent.hover(canvas.getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageIntent).toHaveBeenCalledWith(7);
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const numbers = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    await expect(numbers).toEqual(['6', '7', '8', '9', '10']);
  },
};

export const FewPages: Story = {
  args: { page: 2, totalPages: 3 },
};

export const AsLinks: Story = {
  name: 'As links (works without JavaScript)',
  args: { page: 3, hrefForPage: (page: number) => `/archives/paperlist?page=${page}` },
  render: (args) => <Pager {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/archives/paperlist?page=4',
    );
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/archives/paperlist?page=2',
    );
  },
};

export const SinglePageRendersNothing: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Phone360: Story = {
  args: { page: 5, totalPages: 12 },
  globals: { viewport: { value: 'phone360' } },
};
