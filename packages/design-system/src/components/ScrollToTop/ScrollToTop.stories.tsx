import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Prose } from '../Prose/Prose.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

const meta = {
  title: 'Navigation/ScrollToTop',
  component: ScrollToTop,
  args: { threshold: 200 },
  render: (args) => (
    <>
      <main id="main">
        <Prose>
          {Array.from({ length: 40 }, (_, i) => (
            <p key={i}>Paragraph {i + 1} of a long policy page.</p>
          ))}
        </Prose>
      </main>
      <ScrollToTop {...args} />
    </>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterScrollingAndGoesBack: Story = {
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Back to top' })).toBeNull());

    window.scrollTo(0, 1200);
    const button = await canvas.findByRole('link', { name: 'Back to top' });
    await expect(button).toHaveAttribute('href', '#top');

    await userEvent.click(button);
    await expect(document.getElementById('main')).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBeLessThan(200), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Back to top' })).toBeNull());
  },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
