import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { logo } from '../../storybook/fixtures.ts';
import { LogoMarquee } from './LogoMarquee.tsx';

const names = [
  'Crossref',
  'Google Scholar',
  'DOAJ',
  'Index Copernicus',
  'ResearchGate',
  'Semantic Scholar',
  'BASE',
];

const meta = {
  title: 'Showcase/LogoMarquee',
  component: LogoMarquee,
  args: {
    logos: names.map((name, i) => ({
      name,
      imageUrl: logo(name, i * 47),
      href: `https://partner${i}.example.org/`,
    })),
  },
} satisfies Meta<typeof LogoMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-paused]') as HTMLElement;

export const Scrolling: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Indexing partners' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(names.length);
    await expect(within(list).getByRole('img', { name: 'Crossref' })).toBeInTheDocument();
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
  },
};

export const PausesOnHoverAndFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole('link', { name: 'Crossref (opens in a new tab)' });
    await userEvent.hover(first);
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    await userEvent.unhover(first);
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');

    first.focus();
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
    first.blur();
  },
};

export const PauseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause indexing partners' }));
    await userEvent.unhover(canvas.getByRole('button', { name: 'Play indexing partners' }));
    canvas.getByRole('button', { name: 'Play indexing partners' }).blur();
    await expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading indexing partners');
  },
};

export const Empty: Story = {
  args: { logos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
