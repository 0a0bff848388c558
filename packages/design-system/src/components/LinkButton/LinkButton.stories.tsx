import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Controls/LinkButton',
  component: LinkButton,
  args: { href: '/journals', children: 'Explore Journals' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore Journals' })).toHaveAttribute(
      'href',
      '/journals',
    );
  },
};

export const ExternalNewTab: Story = {
  args: {
    href: 'https://editorial.indjournals.example/login?journal=4',
    children: 'Submit Research',
    variant: 'accent',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Submit Research (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap>
      <LinkButton {...args} variant="primary">
        Primary
      </LinkButton>
      <LinkButton {...args} variant="secondary">
        Secondary
      </LinkButton>
      <LinkButton {...args} variant="ghost">
        Ghost
      </LinkButton>
      <LinkButton {...args} variant="accent">
        Accent
      </LinkButton>
    </Stack>
  ),
};

export const WithIconSmall: Story = {
  args: {
    size: 'sm',
    variant: 'secondary',
    startIcon: <Icon name="download" />,
    children: 'Manuscript Template',
    href: '/downloads/template.docx',
    download: '',
  },
};

export const ReloadsDocument: Story = {
  name: 'Return Home (full reload)',
  args: { href: '/', reloadDocument: true, children: 'Return Home' },
};

export const FullWidthPhone360: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'phone360' } },
};
