import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
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

  it('stands still and wraps under reduced motion', async () => {
    await commands.emulateReducedMotion('reduce');
    const { container } = renderWithProviders(<LogoMarquee logos={logos} />);
    const track = container.querySelector('[data-paused]') as HTMLElement;
    expect(getComputedStyle(track).animationName).toBe('none');
    expect(
      getComputedStyle(container.querySelector('ul[aria-hidden="true"]') as HTMLElement).display,
    ).toBe('none');
  });

  it('scrolls otherwise', () => {
    const { container } = renderWithProviders(<LogoMarquee logos={logos} />);
    expect(
      getComputedStyle(container.querySelector('[data-paused]') as HTMLElement).animationName,
    ).not.toBe('none');
  });
});
