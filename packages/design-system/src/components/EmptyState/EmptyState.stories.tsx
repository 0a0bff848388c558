import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPaperFound: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No Paper Found' }),
    ).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    description: 'No paper matches "quantum antenna" in this issue.',
    action: (
      <LinkButton href="/archives" variant="secondary">
        See all volumes
      </LinkButton>
    ),
  },
};

export const OtherText: Story = { args: { title: 'No blog posts yet', icon: 'info' } };

export const Phone360: Story = { ...WithAction, globals: { viewport: { value: 'phone360' } } };
