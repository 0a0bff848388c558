import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tabs } from './Tabs.tsx';

const audiences = [
  ['authors', 'For Authors', 'Fast decisions, open access and a DOI for every article.'],
  ['researchers', 'For Researchers', 'Free access to every published paper.'],
  ['editors', 'For Editors & Reviewers', 'Join the editorial or reviewer panel by contacting us.'],
  ['librarians', 'For Librarians', 'Indexed journals with stable identifiers.'],
  ['reviewers', 'For Reviewers', 'A certificate for every completed review.'],
] as const;

const meta = {
  title: 'Showcase/Tabs',
  component: Tabs,
  args: {
    label: 'Audience',
    defaultValue: 'authors',
    onValueChange: fn(),
    items: audiences.map(([value, label, text]) => ({
      value,
      label,
      content: <Text>{text}</Text>,
    })),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'For Authors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'For Authors' })).toHaveTextContent(
      'Fast decisions',
    );
  },
};

export const ClickAndKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'For Librarians' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('librarians');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Indexed journals');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'For Reviewers' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'For Reviewers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'For Authors' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'For Reviewers' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'For Authors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'For Reviewers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'For Reviewers' })).toHaveFocus();
  },
};

export const UnknownValueFallsBack: Story = {
  args: { value: 'administrators' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'For Authors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1);
  },
};

export const ControlledValue: Story = {
  args: { value: 'editors' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'For Editors & Reviewers' })).toBeVisible();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Audience' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/** Tabs that select by address (`?tab=`): links until the script runs, then ARIA tabs. */
export const WithAddresses: Story = {
  args: { value: 'researchers', hrefForValue: (value: string) => `?tab=${value}` },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: 'For Researchers' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
