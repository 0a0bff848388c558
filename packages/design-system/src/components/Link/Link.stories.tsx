import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longWord } from '../../storybook/fixtures.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Controls/Link',
  component: Link,
  args: { href: '/archives', children: 'Archives' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'quiet', 'inverse'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Archives' });
    await expect(link).toHaveAttribute('href', '/archives');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://editorial.indjournals.example/login', children: 'Author Login' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Author Login (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const MailAndPhone: Story = {
  render: () => (
    <Stack gap={2}>
      <Link href="mailto:support@indjournals.example">support@indjournals.example</Link>
      <Link href="tel:+910000000000">+91 00000 00000</Link>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'support@indjournals.example' }),
    ).not.toHaveAttribute('target');
  },
};

export const Variants: Story = {
  render: () => (
    <Stack gap={3}>
      <Text>
        Read the <Link href="/peer-review-process">peer review process</Link> first.
      </Text>
      <Link href="/journals" variant="standalone">
        All journals
      </Link>
      <Link href="/faqs" variant="quiet">
        FAQs
      </Link>
      <div style={{ background: '#141c2b', padding: 8 }}>
        <Link href="/privacy-policy" variant="inverse">
          Privacy Policy
        </Link>
      </div>
    </Stack>
  ),
};

export const LongUrlOnPhone: Story = {
  args: {
    href: 'https://doi.org/10.5555/indjece.2025.v2.i3',
    children: `https://doi.org/10.5555/${longWord}`,
  },
  globals: { viewport: { value: 'phone360' } },
};
