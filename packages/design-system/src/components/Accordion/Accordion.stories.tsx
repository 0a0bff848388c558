import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { longTitle } from '../../storybook/fixtures.ts';
import { Accordion } from './Accordion.tsx';

const faqs = [
  [
    'format',
    'In which format should I submit my paper?',
    'Word (.doc or .docx), double-spaced, 12 pt.',
  ],
  [
    'time',
    'How long does the review take?',
    'The first decision usually comes within a few weeks.',
  ],
  ['charges', 'Are there article processing charges?', 'See the Article Processing Charges page.'],
] as const;

const meta = {
  title: 'Showcase/Accordion',
  component: Accordion,
  args: {
    'aria-label': 'Frequently asked questions',
    onOpenChange: fn(),
    items: faqs.map(([id, title, content]) => ({ id, title, content })),
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement, text: string) =>
  [...canvasElement.querySelectorAll('summary')].find((s) => s.textContent === text) as HTMLElement;

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const details = () => [...canvasElement.querySelectorAll('details')];
    await expect(details().filter((d) => d.open)).toHaveLength(0);

    await userEvent.click(summary(canvasElement, faqs[0][1]));
    await waitFor(() => expect(details()[0]?.open).toBe(true));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith('format'));

    await userEvent.click(summary(canvasElement, faqs[1][1]));
    await waitFor(() => expect(details().map((d) => d.open)).toEqual([false, true, false]));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith('time'));

    // Choosing the open one closes it.
    await userEvent.click(summary(canvasElement, faqs[1][1]));
    await waitFor(() => expect(details().map((d) => d.open)).toEqual([false, false, false]));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenLastCalledWith(null));
  },
};

export const FirstOpen: Story = { args: { defaultOpenId: 'format' } };

export const LongQuestion: Story = {
  args: { items: [{ id: 'long', title: longTitle, content: longTitle }] },
  globals: { viewport: { value: 'phone360' } },
};
