import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';

const image = { src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '' };
const slides = [
  { id: 1, title: 'First', description: 'One', image },
  { id: 2, title: 'Second', description: 'Two', image },
  { id: 3, title: 'Third', description: 'Three', image },
];

const shownTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('HeroCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps every slide in the page and shows the first', () => {
    const { container } = renderWithProviders(<HeroCarousel slides={slides} />);
    expect(container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    expect(shownTitle()).toBe('First');
  });

  it('fades for 300 ms before each swap, every 5 seconds, with the global timers', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = renderWithProviders(<HeroCarousel slides={slides} />);
    const current = () => container.querySelector('[aria-roledescription="slide"]:not([hidden])');

    act(() => vi.advanceTimersByTime(4699));
    expect(current()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveAttribute('data-phase', 'fading');
    expect(shownTitle()).toBe('First');
    act(() => vi.advanceTimersByTime(299));
    expect(shownTitle()).toBe('First');
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitle()).toBe('Second');
    expect(current()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(5000));
    expect(shownTitle()).toBe('Third');
    act(() => vi.advanceTimersByTime(5000));
    expect(shownTitle()).toBe('First');
  });

  it('stands still under reduced motion until the reader presses Play', async () => {
    await commands.emulateReducedMotion('reduce');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<HeroCarousel slides={slides} />);
    // vi.waitFor, not Testing Library's: it steps Vitest's fake timers.
    await vi.waitFor(
      () => expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );

    act(() => vi.advanceTimersByTime(60_000));
    expect(shownTitle()).toBe('First');

    act(() => screen.getByRole('button', { name: 'Play slideshow' }).click());
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(shownTitle()).toBe('Second');
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithProviders(<HeroCarousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
