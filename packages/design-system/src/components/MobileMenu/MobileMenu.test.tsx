import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const items = [
  { label: 'Home', href: '/' },
  { label: 'About Us', items: [{ label: 'Aim and Scope', href: '/aim-and-scope' }] },
];

describe('MobileMenu', () => {
  it('toggles a panel holding the navigation', async () => {
    renderWithProviders(<MobileMenu items={items} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(toggle).toHaveAttribute(
      'aria-controls',
      screen.getByRole('navigation').parentElement?.id,
    );
  });

  it('can be controlled by its parent', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProviders(
      <MobileMenu items={items} open={false} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<MobileMenu items={items} open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('navigation')).toBeVisible();
  });

  it('closes and hands focus back when the overlay is dismissed', async () => {
    renderWithProviders(<MobileMenu items={items} variant="overlay" title="INDJEEE" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: 'INDJEEE' })).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('is a popover the toggle names, so the browser opens it before the script runs', () => {
    renderWithProviders(<MobileMenu items={items} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panelId = toggle.getAttribute('popovertarget');
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? '')).toHaveAttribute('popover', 'auto');
  });

  it('shows its groups as details, open when they hold the current page', async () => {
    const { container } = renderWithProviders(
      <MobileMenu
        items={[...items, { label: 'Archive', items: [{ label: 'All', href: '/all' }] }]}
      />,
      { route: '/all' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const groups = [...container.querySelectorAll('details')];
    expect(groups.map((group) => group.open)).toEqual([false, true]);
    expect(screen.getByRole('link', { name: 'Aim and Scope' })).not.toBeVisible();
    await userEvent.click(screen.getByText('About Us'));
    expect(screen.getByRole('link', { name: 'Aim and Scope' })).toBeVisible();
  });

  it('follows the browser when it closes the menu on an outside click', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(
      <>
        <MobileMenu items={items} onOpenChange={onOpenChange} />
        <p style={{ marginTop: '30rem' }}>Outside</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});
