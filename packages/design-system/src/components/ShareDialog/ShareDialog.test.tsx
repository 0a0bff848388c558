import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithProviders } from '../../testing/render.tsx';
import { ShareDialog } from './ShareDialog.tsx';

const url = 'https://indjournals.example/indjece/current-issue';

describe('ShareDialog', () => {
  it('opens a network in a popup window, without a way back to this page', async () => {
    const popup = { opener: window as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    renderWithProviders(<ShareDialog open onClose={() => {}} url={url} title="Current Issue" />);
    await userEvent.click(screen.getByRole('link', { name: /^Facebook/ }));
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      'share',
      'popup,width=600,height=600',
    );
    expect(popup.opener).toBeNull();
  });

  it('keeps real links that open a new tab when the popup is blocked or without JavaScript', () => {
    renderWithProviders(<ShareDialog open onClose={() => {}} url={url} title="Current Issue" />);
    const x = screen.getByRole('link', { name: /^X/ });
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the link read-only with Copy, and the Instagram note', () => {
    renderWithProviders(<ShareDialog open onClose={() => {}} url={url} title="Current Issue" />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Instagram cannot share links directly.');
  });
});
