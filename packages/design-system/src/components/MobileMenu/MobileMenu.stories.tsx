import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  editorialLogin,
  journalNavigation,
  publisherNavigation,
} from '../../storybook/navigation.ts';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  args: { items: publisherNavigation },
  globals: { viewport: { value: 'phone360' } },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 480 }}>
        <Story />
        <p>Page content.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClosesWhenALinkIsChosen: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Journals' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The browser's light dismiss (outside click) needs real input: MobileMenu.test.tsx checks it. */
export const ClosesOnEscape: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** The panel lies under the bar (its anchor, here the toggle) and spans the 360 px screen. */
export const PanelSpansThePhone: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const panel = canvas.getByRole('navigation', { name: 'Main' }).parentElement as HTMLElement;
    await expect(panel.matches(':popover-open')).toBe(true);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(document.documentElement.clientWidth);
    await expect(box.top).toBeGreaterThanOrEqual(toggle.getBoundingClientRect().bottom);
  },
};

/** The groups are `<details>`: they open and close by themselves, with or without a script. */
export const GroupsExpand: Story = {
  args: { items: journalNavigation },
  parameters: { router: { initialEntries: ['/call-for-papers'] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const group = (label: string) =>
      [...canvasElement.querySelectorAll('details')].find(
        (details) => details.querySelector('summary')?.textContent === label,
      ) as HTMLDetailsElement;
    await expect(group('About Us').open).toBe(false);
    await expect(canvas.getByRole('link', { name: 'Editorial Board' })).not.toBeVisible();
    // The group holding the current page starts open.
    await expect(group('For Authors').open).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Call for Papers' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(group('About Us').querySelector('summary') as HTMLElement);
    await expect(canvas.getByRole('link', { name: 'Editorial Board' })).toBeVisible();
  },
};

export const FullScreenOverlay: Story = {
  args: {
    items: journalNavigation,
    variant: 'overlay',
    title: 'INDJECE',
    actions: (
      <LinkButton href={editorialLogin} fullWidth>
        Author Login
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const dialog = canvas.getByRole('dialog', { name: 'INDJECE' });
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());

    // Focus stays inside: Shift+Tab from the first control wraps to the last.
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('link', { name: 'Author Login (opens in a new tab)' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(close);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const OverlayClosesOnEscapeAndLink: Story = {
  args: { ...FullScreenOverlay.args, items: journalNavigation, variant: 'overlay' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.style.overflow).toBe('');

    await userEvent.click(toggle);
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(canvas.getByRole('link', { name: 'Archives' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
