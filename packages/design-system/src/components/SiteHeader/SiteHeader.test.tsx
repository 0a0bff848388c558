import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { SiteHeader } from './SiteHeader.tsx';

const navigation = [
  { label: 'Home', href: '/' },
  { label: 'About Us', items: [{ label: 'Aim and Scope', href: '/aim-and-scope' }] },
  { label: 'Archives', href: '/archives' },
];

describe('SiteHeader', () => {
  it('shows links and dropdown groups on a wide screen', async () => {
    await page.viewport(1280, 800);
    renderWithProviders(
      <SiteHeader
        brand={<a href="/">INDJEEE</a>}
        navigation={navigation}
        actions={<a href="https://e.example">Login</a>}
      />,
      { route: '/archives' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Archives' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('swaps the navigation for the menu button on a phone', async () => {
    await page.viewport(360, 740);
    renderWithProviders(<SiteHeader brand={<a href="/">INDJEEE</a>} navigation={navigation} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.viewport(1280, 800);
  });
});
