// The hero carousel's enhancement script (hero-carousel.ts) on the server HTML of
// HeroCarousel.tsx, as a page that does not hydrate receives it.
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { SiteThemeProvider } from '../../theme/SiteThemeProvider.tsx';
import { enhanceHeroCarousel } from './hero-carousel.ts';
import { HeroCarousel } from './HeroCarousel.tsx';

const image = { src: '/slide.svg', alt: '' };
const slides = [
  { id: 1, title: 'First', description: 'One', image },
  { id: 2, title: 'Second', description: 'Two', image },
  { id: 3, title: 'Third', description: 'Three', image },
];

function serverHtml(): HTMLElement {
  document.body.innerHTML = renderToString(
    <SiteThemeProvider site="publisher">
      <HeroCarousel slides={slides} />
    </SiteThemeProvider>,
  );
  return document.querySelector<HTMLElement>('[data-carousel]')!;
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-slide]')]
    .filter((slide) => slide.hasAttribute('data-current'))
    .map((slide) => slide.getAttribute('aria-label'));
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (element) =>
      element.getAttribute('aria-label') === name ||
      [...element.querySelectorAll('span')].some(
        (span) =>
          span.textContent === name &&
          span.dataset.when ===
            (element.closest<HTMLElement>('[data-carousel]')!.dataset.playing === 'true'
              ? 'playing'
              : 'paused'),
      ),
  );
const pointer = (root: HTMLElement, type: string) => {
  const event = new MouseEvent(type);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  root.dispatchEvent(event);
};
function preferReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

let stop: () => void = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
  document.body.innerHTML = '';
});

describe('the carousel without a script', () => {
  it('has every slide in a row, links to each, and its controls hidden', () => {
    const root = serverHtml();
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    expect(root.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    expect(root.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(true);
    const links = [...root.querySelectorAll('[data-carousel-links] a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#hero-slide-1',
      '#hero-slide-2',
      '#hero-slide-3',
    ]);
  });
});

describe('enhanceHeroCarousel', () => {
  it('reveals the controls, hides the links, once', () => {
    const root = serverHtml();
    stop = enhanceHeroCarousel(root);
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-carousel-links]')!.hidden).toBe(true);
    expect(button('Pause slideshow')).toBeDefined();
    expect(root.querySelector('[data-carousel-slides]')!.getAttribute('aria-live')).toBe('off');
    const again = enhanceHeroCarousel(root);
    again();
    expect(root.hasAttribute('data-enhanced')).toBe(true);
  });

  it('fades for 300 ms before each swap, every 5 seconds, and goes round', () => {
    const root = serverHtml();
    stop = enhanceHeroCarousel(root);
    const current = () => root.querySelector<HTMLElement>('[data-slide][data-current]')!;
    expect(shown()).toEqual(['1 of 3']);
    vi.advanceTimersByTime(4699);
    expect(current().dataset.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(current().dataset.phase).toBe('fading');
    vi.advanceTimersByTime(299);
    expect(shown()).toEqual(['1 of 3']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['2 of 3']);
    expect(current().dataset.phase).toBe('shown');
    expect(current().hasAttribute('data-entering')).toBe(true);
    expect(button('Slide 2 of 3: Second')!.getAttribute('aria-current')).toBe('true');
    expect(button('Slide 1 of 3: First')!.hasAttribute('aria-current')).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['3 of 3']);
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['1 of 3']);
  });

  it('stops with Pause and goes on with Play; previous, next and the dots choose', () => {
    const root = serverHtml();
    stop = enhanceHeroCarousel(root);
    button('Pause slideshow')!.click();
    expect(root.dataset.playing).toBe('false');
    expect(root.querySelector('[data-carousel-slides]')!.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(20_000);
    expect(shown()).toEqual(['1 of 3']);
    button('Previous slide')!.click();
    expect(shown()).toEqual(['3 of 3']);
    expect(root.querySelector('[data-slide][data-current]')!.hasAttribute('data-entering')).toBe(
      false,
    );
    button('Next slide')!.click();
    expect(shown()).toEqual(['1 of 3']);
    button('Slide 2 of 3: Second')!.click();
    expect(shown()).toEqual(['2 of 3']);
    button('Play slideshow')!.click();
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['3 of 3']);
  });

  it('holds while a mouse rests on it and while focus is on a slide, not on its controls', () => {
    const root = serverHtml();
    stop = enhanceHeroCarousel(root);
    pointer(root, 'pointerenter');
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual(['1 of 3']);
    pointer(root, 'pointerleave');
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['2 of 3']);
    root
      .querySelector('[data-slide] h2')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual(['2 of 3']);
    button('Next slide')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['3 of 3']);
  });

  it('stands still under reduced motion until the reader presses Play', () => {
    preferReducedMotion(true);
    const root = serverHtml();
    stop = enhanceHeroCarousel(root);
    expect(button('Play slideshow')).toBeDefined();
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['1 of 3']);
    button('Play slideshow')!.click();
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('leaves a single slide alone, without controls', () => {
    document.body.innerHTML = renderToString(
      <SiteThemeProvider site="publisher">
        <HeroCarousel slides={slides.slice(0, 1)} />
      </SiteThemeProvider>,
    );
    const root = document.querySelector<HTMLElement>('[data-carousel]')!;
    stop = enhanceHeroCarousel(root);
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    expect(document.querySelectorAll('button')).toHaveLength(0);
  });

  it('stops its timers when stopped', () => {
    const root = serverHtml();
    enhanceHeroCarousel(root)();
    vi.advanceTimersByTime(20_000);
    expect(shown()).toEqual(['1 of 3']);
  });
});

describe('HeroCarousel rendered by React in the browser', () => {
  it('runs the script on its markup: the controls instead of the links', () => {
    const { container } = renderWithProviders(<HeroCarousel slides={slides} />);
    const root = container.querySelector<HTMLElement>('[data-carousel]')!;
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Slides' })).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithProviders(<HeroCarousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
