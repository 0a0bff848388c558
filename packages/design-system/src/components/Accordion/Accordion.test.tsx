import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'a', title: 'Question A', content: 'Answer A' },
  { id: 'b', title: 'Question B', content: 'Answer B' },
];

describe('Accordion', () => {
  it('groups its items so the browser keeps one open even without JavaScript', () => {
    const { container } = renderWithProviders(<Accordion items={items} defaultOpenId="b" />);
    const details = [...container.querySelectorAll('details')];
    expect(new Set(details.map((d) => d.getAttribute('name'))).size).toBe(1);
    expect(details.map((d) => d.open)).toEqual([false, true]);
    expect(screen.getByText('Answer B')).toBeVisible();
    expect(screen.getByText('Answer A')).not.toBeVisible();
  });

  it('is a group named by its label, and no named bare element without one', () => {
    const { unmount } = renderWithProviders(
      <Accordion items={items} aria-label="Frequently asked questions" />,
    );
    const group = screen.getByRole('group', { name: 'Frequently asked questions' });
    expect(group.querySelectorAll(':scope > details')).toHaveLength(2);
    unmount();
    const { container } = renderWithProviders(<Accordion items={items} />);
    expect(container.querySelector('[aria-label], [role]')).toBeNull();
  });

  it('opens one item at a time and closes the open one when chosen again', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<Accordion items={items} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByText('Question A'));
    await waitFor(() => expect(screen.getByText('Answer A')).toBeVisible());
    await userEvent.click(screen.getByText('Question B'));
    await waitFor(() => expect(screen.getByText('Answer B')).toBeVisible());
    expect(screen.getByText('Answer A')).not.toBeVisible();
    await userEvent.click(screen.getByText('Question B'));
    await waitFor(() => expect(screen.getByText('Answer B')).not.toBeVisible());
    expect(onOpenChange.mock.calls).toEqual([['a'], ['b'], [null]]);
  });

  it('opens and closes from the keyboard', async () => {
    renderWithProviders(<Accordion items={items} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Answer A')).toBeVisible());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Answer A')).not.toBeVisible());
  });
});
