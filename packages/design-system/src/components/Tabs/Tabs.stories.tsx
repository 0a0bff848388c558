// Every story runs the tabs' enhancement script (tabs.ts): the component runs it on its markup
// when React renders it in the browser, so designers see the ARIA tabs readers get. The address
// follows a choice (`?tab=`), replaced.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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
    idPrefix: 'audiences',
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
    const tab = await canvas.findByRole('tab', { name: 'For Authors' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tablist', { name: 'Audience' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'For Authors' })).toHaveTextContent(
      'Fast decisions',
    );
  },
};

export const ClickAndKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'For Librarians' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Indexed journals');
    await expect(new URL(window.location.href).searchParams.get('tab')).toBe('librarians');

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

/** The tab the address names (`?tab=editors`). */
export const SelectedByAddress: Story = {
  args: { value: 'editors' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tabpanel', { name: 'For Editors & Reviewers' }),
    ).toBeVisible();
  },
};

export const UnknownValueFallsBack: Story = {
  args: { value: 'administrators' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'For Authors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getAllByRole('tab', { selected: true })).toHaveLength(1);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('tablist', { name: 'Audience' });
    const bar = canvas.getByRole('tab', { name: 'For Authors' }).closest('ul') as HTMLElement;
    await expect(bar.scrollWidth).toBeGreaterThan(bar.clientWidth);
  },
};
