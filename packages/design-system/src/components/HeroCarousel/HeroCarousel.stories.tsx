// Every story runs the carousel's enhancement script (hero-carousel.ts): the component runs it on
// its markup when React renders it in the browser, so designers see the slideshow readers get.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { illustration, longTitle } from '../../storybook/fixtures.ts';
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

/** The slide the carousel shows (the script marks it data-current). */
const shownSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slide][data-current]');

const carousel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-carousel]') as HTMLElement;

const meta = {
  title: 'Showcase/HeroCarousel',
  component: HeroCarousel,
  parameters: { layout: 'fullscreen' },
  args: {
    slides,
    headingLevel: 1,
    actions: (
      <>
        <LinkButton href="/journals" size="lg">
          Explore Journals
        </LinkButton>
        <LinkButton
          href="https://editorial.indjournals.example/login"
          size="lg"
          variant="secondary"
        >
          Submit Research
        </LinkButton>
      </>
    ),
  },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await waitFor(() => expect(carousel(canvasElement)).toHaveAttribute('data-enhanced'));
    await expect(canvas.getByRole('heading', { level: 1, name: slides[0]?.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    // The links for a page without script give way to the controls.
    await expect(canvas.queryByRole('navigation', { name: 'Slides' })).toBeNull();
  },
};

/** A shorter interval than the spec's 5 s, to see the fade and the swap. */
export const AdvancesWithAFade: Story = {
  args: { interval: 1200, fadeDuration: 300 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('1 of 3'));
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAttribute('data-phase', 'fading'));
    await waitFor(() => expect(shownSlide(canvasElement)).toHaveAccessibleName('2 of 3'));
    await expect(shownSlide(canvasElement)).toHaveAttribute('data-entering');
    await expect(
      canvasElement.querySelector('[data-carousel-dot][aria-current="true"]'),
    ).toHaveAccessibleName(/^Slide 2 of 3/);
  },
};

export const PauseAndPlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause slideshow' }));
    await expect(carousel(canvasElement)).toHaveAttribute('data-playing', 'false');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    await expect(carousel(canvasElement)).toHaveAttribute('data-playing', 'true');
  },
};

export const PreviousNextAndDots: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Previous slide' }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('3 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: /^Slide 2 of 3/ }));
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('2 of 3');
    await expect(canvas.getByRole('heading', { level: 1, name: slides[1]?.title })).toBeVisible();
  },
};

export const SingleSlideHasNoControls: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: slides[0]?.title })).toBeVisible();
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
