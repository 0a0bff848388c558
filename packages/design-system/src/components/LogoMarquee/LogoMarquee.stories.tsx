// The strip has no script: it scrolls by CSS alone and its Pause checkbox works without one, so
// each story is what readers get.
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

/** The element that moves: the two lists' parent. */
const playState = (list: HTMLElement) =>
  getComputedStyle(list.parentElement as HTMLElement).animationPlayState;

export const Scrolling: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Indexing partners' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(names.length);
    await expect(within(list).getByRole('img', { name: 'Crossref' })).toBeInTheDocument();
    await expect(playState(list)).toBe('running');
  },
};

/** Focus in the strip stops it (the pointer too: see LogoMarquee.test.tsx, with a real mouse). */
export const PausesOnFocus: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Indexing partners' });
    const first = canvas.getByRole('link', { name: 'Crossref (opens in a new tab)' });
    first.focus();
    await expect(playState(list)).toBe('paused');
    first.blur();
    await expect(playState(list)).toBe('running');
  },
};

export const PauseCheckbox: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Indexing partners' });
    const pause = canvas.getByRole('checkbox', { name: 'Pause the scrolling logos' });
    await userEvent.click(pause);
    pause.blur();
    await expect(pause).toBeChecked();
    await expect(playState(list)).toBe('paused');
  },
};

export const Empty: Story = {
  args: { logos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
