// The details page's enhancement script (src/papers/PaperDetails/copy-buttons.ts) on the Copy
// controls as the server writes them (HowToCite / CopyCitation rendered to HTML, no hydration).
import { SiteThemeProvider } from '@journals/design-system';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copiedNoticeMs, enhanceCopyButtons } from '../../src/papers/PaperDetails/copy-buttons.ts';
import { HowToCite } from '../../src/papers/PaperDetails/HowToCite.tsx';

const citations = [
  { label: 'APA', text: 'Rao, A. (2024). Deep learning. INDJECE, 3(2), 1–9.' },
  { label: 'Vancouver', text: 'Rao A. Deep learning. INDJECE. 2024;3(2):1–9.' },
];

/** The server HTML of 'How to cite', as a page that does not hydrate receives it. */
function serverHtml(): void {
  document.body.innerHTML = renderToString(
    <SiteThemeProvider site="indjece">
      <HowToCite kind="article" id="42" citations={citations} />
    </SiteThemeProvider>,
  );
}

const copyButton = (label: string) =>
  screen.getByRole('button', { name: `Copy the ${label} citation` });

function setClipboard(clipboard: unknown): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

beforeEach(serverHtml);
afterEach(() => {
  vi.useRealTimers();
  setClipboard(undefined);
  document.body.innerHTML = '';
});

describe('the Copy controls without a script', () => {
  it('are hidden in the server HTML, and the citations are plain text', () => {
    expect(screen.queryAllByRole('button')).toEqual([]);
    const controls = document.querySelectorAll<HTMLElement>('[data-copy-from]');
    expect(controls).toHaveLength(2);
    for (const control of controls) expect(control.hidden).toBe(true);
    expect(screen.getByText(citations[0]!.text).tagName).toBe('P');
  });
});

describe('enhanceCopyButtons', () => {
  it('reveals every control once', () => {
    expect(enhanceCopyButtons()).toBe(2);
    expect(copyButton('APA')).toBeTruthy();
    expect(copyButton('Vancouver')).toBeTruthy();
    expect(enhanceCopyButtons()).toBe(0);
  });

  it('leaves hidden a control whose citation is missing', () => {
    const first = document.querySelector<HTMLElement>('[data-copy-from]')!;
    document.getElementById(first.dataset.copyFrom!)!.remove();
    expect(enhanceCopyButtons()).toBe(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('copies the citation, says Copied, announces it, and goes back after 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    enhanceCopyButtons();
    copyButton('Vancouver').click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(citations[1]!.text));
    const button = copyButton('Vancouver');
    const vancouver = button.closest<HTMLElement>('[data-copy-from]')!;
    await vi.waitFor(() =>
      expect(within(vancouver).getByRole('status').textContent).toBe('Vancouver citation copied'),
    );
    expect(button.textContent).toContain('Copied');
    expect(vancouver.querySelector('use')?.getAttribute('href')).toMatch(/#check$/);
    // The other citation's control is untouched.
    expect(copyButton('APA').textContent).toContain('Copy');
    expect(copyButton('APA').textContent).not.toContain('Copied');
    vi.advanceTimersByTime(copiedNoticeMs);
    expect(within(vancouver).getByRole('status').textContent).toBe('');
    expect(button.textContent).not.toContain('Copied');
    expect(vancouver.querySelector('use')?.getAttribute('href')).toMatch(/#copy$/);
  });

  it('falls back to selecting the citation and the copy command without the Clipboard API', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    enhanceCopyButtons();
    const button = copyButton('APA');
    button.click();
    await vi.waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(window.getSelection()?.toString()).toBe(citations[0]!.text);
    await vi.waitFor(() => expect(button.textContent).toContain('Copied'));
  });

  it('leaves the citation selected and says nothing when the browser refuses', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    enhanceCopyButtons();
    copyButton('APA').click();
    await vi.waitFor(() => expect(window.getSelection()?.toString()).toBe(citations[0]!.text));
    const apa = copyButton('APA').closest<HTMLElement>('[data-copy-from]')!;
    expect(within(apa).getByRole('status').textContent).toBe('');
    expect(copyButton('APA').textContent).not.toContain('Copied');
  });
});
