import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, FooterContact } from './Footer.tsx';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <FooterContact
        hours="Mon to Fri, 10AM to 08PM (IST)"
        phone="+91 00000 00000"
        email="support@indjournals.example"
      />
    ),
    blocks: [
      {
        heading: 'Quick Links',
        links: [
          { label: 'Journals', href: '/journals' },
          { label: 'Submit Paper', href: '/submit-paper' },
          { label: 'Editorial Board', href: '/editorial-board' },
          { label: 'Indexing' },
        ],
      },
      {
        heading: 'Policies',
        links: [
          { label: 'Peer Review Process', href: '/peer-review-process' },
          { label: 'Open Access Policy', href: '/open-access-policy' },
          { label: 'Privacy Policy', href: '/privacy-policy', newTab: true },
        ],
      },
    ],
    bottom: '© 2025 IND Journals. All rights reserved.',
    social: [
      { network: 'x', label: 'IND Journals on X', href: 'https://x.com/' },
      { network: 'linkedin', label: 'IND Journals on LinkedIn', href: 'https://www.linkedin.com/' },
      { network: 'facebook', label: 'IND Journals on Facebook', href: 'https://www.facebook.com/' },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('list', { name: 'Quick Links' })).toBeInTheDocument();
    await expect(within(footer).getByText('Indexing').closest('a')).toBeNull();
    await expect(
      within(footer).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      within(footer).getByRole('link', { name: 'support@indjournals.example' }),
    ).toHaveAttribute('href', 'mailto:support@indjournals.example');
    await expect(within(footer).getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute(
      'href',
      'tel:+910000000000',
    );
    await expect(
      within(footer).getByRole('link', { name: 'IND Journals on X (opens in a new tab)' }),
    ).toBeInTheDocument();
  },
};

export const BlocksOnly: Story = { args: { children: undefined, social: [], bottom: undefined } };

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
