import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { LogoMarquee } from './LogoMarquee.tsx';

const logos = [
  {
    name: 'Crossref',
    imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    href: 'https://www.crossref.org/',
  },
  { name: 'DOAJ', imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
];

/** The element that moves: the two lists' parent. */
const track = () =>
  screen.getByRole('list', { name: 'Indexing partners' }).parentElement as HTMLElement;

describe('LogoMarquee', () => {
  it('names each logo once and hides the looping copy from assistive technology', () => {
    const { container } = renderWithProviders(<LogoMarquee logos={logos} />);
    const list = screen.getByRole('list', { name: 'Indexing partners' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Crossref', 'DOAJ']);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy?.querySelector('a')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Crossref (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('scrolls until the Pause checkbox is checked, without a script', async () => {
    renderWithProviders(<LogoMarquee logos={logos} />);
    expect(getComputedStyle(track()).animationName).not.toBe('none');
    expect(getComputedStyle(track()).animationPlayState).toBe('running');
    const pause = screen.getByRole('checkbox', { name: 'Pause the scrolling logos' });
    await userEvent.click(pause);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(pause);
    expect(getComputedStyle(track()).animationPlayState).toBe('paused');
  });

  it('stops while the pointer rests on it', async () => {
    renderWithProviders(<LogoMarquee logos={logos} />);
    // The strip's window, which stands still while the logos move inside it.
    const viewport = track().parentElement as HTMLElement;
    await userEvent.hover(viewport);
    expect(getComputedStyle(track()).animationPlayState).toBe('paused');
    await userEvent.unhover(viewport);
    expect(getComputedStyle(track()).animationPlayState).toBe('running');
  });

  it('stands still and wraps under reduced motion, without the checkbox', async () => {
    await commands.emulateReducedMotion('reduce');
    const { container } = renderWithProviders(<LogoMarquee logos={logos} />);
    expect(getComputedStyle(track()).animationName).toBe('none');
    expect(
      getComputedStyle(container.querySelector('ul[aria-hidden="true"]') as HTMLElement).display,
    ).toBe('none');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('renders nothing without logos', () => {
    const { container } = renderWithProviders(<LogoMarquee logos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
