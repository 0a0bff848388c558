import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createManualTimers } from '../../testing/manual-timers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { DropdownMenu, HOVER_CLOSE_DELAY_MS } from './DropdownMenu.tsx';

const items = [
  { label: 'Aim and Scope', href: '/aim-and-scope' },
  { label: 'Editorial Board', href: '/editorial-board' },
];

describe('DropdownMenu', () => {
  it('keeps its links in the page while closed, hidden from everyone', () => {
    const { container } = renderWithProviders(<DropdownMenu label="About Us" items={items} />);
    expect(container.querySelectorAll('a[href]')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Aim and Scope' })).toBeNull();
    expect(screen.getByRole('button', { name: 'About Us' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('controls the list it opens', async () => {
    renderWithProviders(<DropdownMenu label="About Us" items={items} />);
    const trigger = screen.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    const list = screen.getByRole('list');
    expect(trigger).toHaveAttribute('aria-controls', list.id);
  });

  it('waits a moment before closing when the pointer leaves', async () => {
    const clock = createManualTimers();
    renderWithProviders(<DropdownMenu label="About Us" items={items} />, { timers: clock });
    const trigger = screen.getByRole('button', { name: 'About Us' });
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerLeave(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => clock.advance(HOVER_CLOSE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => clock.advance(HOVER_CLOSE_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    fireEvent.pointerLeave(trigger.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => clock.advance(HOVER_CLOSE_DELAY_MS));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on a touch pointer entering, only on the tap', () => {
    renderWithProviders(<DropdownMenu label="About Us" items={items} />);
    const trigger = screen.getByRole('button', { name: 'About Us' });
    fireEvent.pointerEnter(trigger.parentElement as HTMLElement, { pointerType: 'touch' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link is chosen', async () => {
    renderWithProviders(<DropdownMenu label="About Us" items={items} />);
    const trigger = screen.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('link', { name: 'Editorial Board' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a popover its button names, so the browser opens it before the script runs', () => {
    renderWithProviders(<DropdownMenu label="About Us" items={items} />);
    const trigger = screen.getByRole('button', { name: 'About Us' });
    const menu = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    expect(menu?.tagName).toBe('UL');
    expect(menu).toHaveAttribute('popover', 'auto');
  });

  it('keeps one menu open at a time', async () => {
    renderWithProviders(
      <div style={{ display: 'flex', gap: '16rem' }}>
        <DropdownMenu label="About Us" items={items} />
        <DropdownMenu label="For Authors" items={[{ label: 'Call for Papers', href: '/cfp' }]} />
      </div>,
    );
    const about = screen.getByRole('button', { name: 'About Us' });
    const authors = screen.getByRole('button', { name: 'For Authors' });
    await userEvent.click(about);
    await userEvent.click(authors);
    await waitFor(() => expect(about).toHaveAttribute('aria-expanded', 'false'));
    expect(authors).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: 'Aim and Scope' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call for Papers' })).toBeVisible();
  });

  it('opens under its button', async () => {
    renderWithProviders(<DropdownMenu label="About Us" items={items} />);
    const trigger = screen.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    const button = trigger.getBoundingClientRect();
    const list = screen.getByRole('list').getBoundingClientRect();
    expect(list.top).toBeCloseTo(button.bottom, 0);
    expect(list.left).toBeCloseTo(button.left, 0);
  });

  it('stays open after a click until a click outside closes it', async () => {
    renderWithProviders(
      <>
        <DropdownMenu label="About Us" items={items} />
        <p style={{ marginTop: '20rem' }}>Outside</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'About Us' });
    await userEvent.click(trigger);
    await userEvent.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('link', { name: 'Aim and Scope' })).toBeNull();
  });
});
