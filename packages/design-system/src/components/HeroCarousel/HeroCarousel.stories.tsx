import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TimersProvider } from '../../internal/timers.tsx';
import { illustration, longTitle } from '../../storybook/fixtures.ts';
import { createManualTimers } from '../../testing/manualTimers.ts';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import type { HeroSlide } from './HeroCarousel.tsx';

const slides: HeroSlide[] = [
  {
    id: 1,
    title: 'Publish Your Research with Global Reach',
    description:
      'Open-access, peer-reviewed journals in engineering, computing and applied sciences.',
    image: { src: illustration(215), alt: 'Circuit traces on a blue board' },
  },
  {
    id: 2,
    title: 'Rigorous Double-Blind Peer Review',
    description: 'Every manuscript is screened for plagiarism and reviewed by independent experts.',
    image: { src: illustration(160), alt: 'Circuit traces on a teal board' },
  },
  {
    id: 3,
    title: 'Fast, Indexed, Citable',
    description: 'DOIs for every article and indexing that puts your work in front of readers.',
    image: { src: illustration(300), alt: 'Circuit traces on a purple board' },
  },
];

const visibleSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-roledescription="slide"]:not([hidden])');

const meta = {
  title: 'Showcase/HeroCarousel',
  component: HeroCarousel,
  parameters: { layout: 'fullscreen' },
  args: {
    slides,
    headingLevel: 1,
    actions: (
      <>
        <LinkButton href="/journals">Explore Journals</LinkButton>
        <LinkButton href="https://editorial.indjournals.example/login" variant="secondary">
          Submit Research
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

let clock = createManualTimers();

/** For the timing stories: time moves only when the play function says so. */
const onManualClock: Pick<Story, 'beforeEach' | 'decorators'> = {
  beforeEach: () => {
    clock = createManualTimers();
  },
  decorators: [
    (Story) => (
      <TimersProvider timers={clock}>
        <Story />
      </TimersProvider>
    ),
  ],
};

/** Waits until the carousel has set the timers of the slide it shows (fade start and swap). */
const scheduled = () => waitFor(() => expect(clock.pending).toBe(2));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: slides[0]?.title })).toBeVisible();
  },
};

export const AdvancesEveryFiveSecondsWithAFade: Story = {
  ...onManualClock,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Pause slideshow' });
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await scheduled();

    clock.advance(4699);
    await expect(visibleSlide(canvasElement)).toHaveAttribute('data-phase', 'shown');
    clock.advance(1);
    await waitFor(() =>
      expect(visibleSlide(canvasElement)).toHaveAttribute('data-phase', 'fading'),
    );
    clock.advance(299);
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    clock.advance(1);
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
    await expect(canvas.getByRole('button', { name: /^Slide 2 of 3/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await scheduled();
    clock.advance(5000);
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('3 of 3'));
    await scheduled();
    clock.advance(5000);
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3'));
  },
};

export const PauseAndPlay: Story = {
  ...onManualClock,
  play: async ({ canvas, canvasElement }) => {
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause slideshow' }));
    await userEvent.unhover(carousel);
    canvas.getByRole('button', { name: 'Play slideshow' }).blur();

    await waitFor(() => expect(clock.pending).toBe(0));
    clock.advance(20_000);
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    await userEvent.unhover(carousel);
    await scheduled();
    clock.advance(5000);
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  },
};

export const PausesWhileHovered: Story = {
  ...onManualClock,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Pause slideshow' });
    const carousel = canvas.getByRole('region', { name: 'Highlights' });
    await userEvent.hover(carousel);
    await waitFor(() => expect(clock.pending).toBe(0));
    clock.advance(10_000);
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await userEvent.unhover(carousel);
    await scheduled();
    clock.advance(5000);
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
  },
};

export const DotsChooseASlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Slide 3 of 3/ }));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('3 of 3');
    await expect(canvas.getByRole('heading', { level: 1, name: slides[2]?.title })).toBeVisible();
  },
};

export const SingleSlideHasNoControls: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /slideshow/ })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    slides: [
      { ...slides[0]!, title: longTitle, description: `${longTitle}. ${longTitle}.` },
      ...slides.slice(1),
    ],
  },
};

export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
