import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createManualTimers } from '../../testing/manual-timers.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { CopyField } from './CopyField.tsx';
import { COPIED_NOTICE_MS } from './copy-text.ts';

const url = 'https://indjournals.example/indjece/archives';

describe('CopyField', () => {
  it('shows the value read-only', () => {
    renderWithProviders(<CopyField label="Link" value={url} />);
    const input = screen.getByRole('textbox', { name: 'Link' });
    expect(input).toHaveValue(url);
    expect(input).toHaveAttribute('readonly');
  });

  it('shows the value in the field box, in the monospace font at a smaller size', () => {
    renderWithProviders(<CopyField label="Link" value={url} />);
    const style = getComputedStyle(screen.getByRole('textbox', { name: 'Link' }));
    expect(style.minHeight).toBe('44px');
    expect(style.paddingLeft).toBe('12px');
    // The value's own rules come after the box's: its font size wins over the box's 1rem.
    expect(style.fontSize).toBe('14px');
    expect(style.fontFamily).toMatch(/mono/i);
    expect(style.textOverflow).toBe('ellipsis');
  });

  it('copies with the Clipboard API and says Copied for exactly 2 seconds', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const clock = createManualTimers();
    renderWithProviders(<CopyField label="Link" value={url} />, { timers: clock });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => clock.advance(COPIED_NOTICE_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('falls back to selecting the text and the copy command', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.spyOn(document, 'execCommand').mockReturnValue(true);
    renderWithProviders(<CopyField label="Link" value={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('asks the reader to copy by hand when the browser refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    vi.spyOn(document, 'execCommand').mockReturnValue(false);
    renderWithProviders(<CopyField label="Link" value={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const input = screen.getByRole('textbox', { name: 'Link' });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/press Ctrl\+C/));
    expect(input).toHaveFocus();
  });
});
