import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  editorialLogin,
  journalNavigation,
  publisherNavigation,
} from '../../storybook/navigation.ts';
import { Link } from '../Link/Link.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { Text } from '../Text/Text.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const brand = (name: string) => (
  <Link href="/" variant="quiet" aria-label={`${name} home`}>
    <Text as="span" size="xl" weight="bold" tone="brand">
      {name}
    </Text>
  </Link>
);

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: brand('IND Journals'),
    navigation: publisherNavigation,
  },
  globals: { viewport: { value: 'desktop1280' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main style={{ padding: 16, minHeight: 600 }}>
          <p>Page content.</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Publisher: Story = {
  parameters: { router: { initialEntries: ['/journals'] } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Journals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('banner')).position).toBe('sticky');
  },
};

export const JournalWithDropdowns: Story = {
  args: {
    brand: brand('INDJECE'),
    navigation: journalNavigation,
    mobileMenu: 'overlay',
    siteName: 'INDJECE',
    actions: (
      <LinkButton href={editorialLogin} size="sm">
        Author Login
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'For Authors' }));
    await expect(canvas.getByRole('link', { name: 'Call for Papers' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Author Login (opens in a new tab)' }),
    ).toBeVisible();
  },
};

export const Phone360: Story = {
  ...JournalWithDropdowns,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('dialog', { name: 'INDJECE' })).toBeVisible();
  },
};

export const PublisherPhone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'About Us' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
