import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  render: (args) => (
    <>
      <SkipLink {...args} />
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsOnFocus: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#main');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(50);
  },
};
