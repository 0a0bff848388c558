import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { aboutGroup } from '../../storybook/navigation.ts';
import { manualClockStory } from '../../testing/manual-clock-story.tsx';
import { DropdownMenu, HOVER_CLOSE_DELAY_MS } from './DropdownMenu.tsx';

const manualClock = manualClockStory();

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  args: { label: aboutGroup.label, items: aboutGroup.items },
  parameters: { router: { initialEntries: ['/editorial-board'] } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
        <p>
          Content below the menu. <a href="#after">A link after the menu</a>
        </p>
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Us' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Aim and Scope' })).toBeNull();
  },
};

export const OpensOnHover: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Us' });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Editorial Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * A click pins a hovered menu open. The browser closes it on an outside click (light dismiss),
 * which only real input triggers: DropdownMenu.test.tsx and the end-to-end specs check that.
 */
export const ClickPinsItOpen: Story = {
  // Time moves only when the play function says so.
  beforeEach: manualClock.beforeEach,
  decorators: manualClock.decorators,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
    // Past the delay after which a menu opened by hovering closes: a pinned one stays.
    manualClock.clock().advance(HOVER_CLOSE_DELAY_MS);
    // React commits what a timer did in a later task: let a frame and that task pass, then look.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list').matches(':popover-open')).toBe(true);
  },
};

export const SecondClickCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aim and Scope' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About Us' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Aim and Scope' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Editorial Board' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Peer Review Policy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Aim and Scope' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Peer Review Policy' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: 'Aim and Scope' })).toHaveFocus();

    // Tabbing past the last link leaves the menu and closes it.
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A link after the menu' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ArrowUpOpensAtTheLastLink: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'About Us' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Peer Review Policy' })).toHaveFocus();
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Conference Proceedings and Collaborations',
    items: [
      {
        label: 'Apply for a collaboration with the journal for your international conference',
        href: '/conference-procedings',
      },
      { label: 'Published conferences', href: '/conference' },
      { label: 'Editorial login', href: 'https://editorial.indjournals.example/login' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(
      canvas.getByRole('link', { name: 'Editorial login (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About Us' }));
    const link = canvas.getByRole('link', { name: 'Aim and Scope' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
