// Commands the browser tests run in Node against Playwright's page.
import type { BrowserCommand } from 'vitest/node';

/** Emulates `prefers-reduced-motion` ('reduce' or 'no-preference') for the rest of the test. */
const emulateReducedMotion: BrowserCommand<['reduce' | 'no-preference']> = async (
  context,
  value,
) => {
  if (!('page' in context) || typeof context.page !== 'object' || context.page === null) {
    throw new Error('emulateReducedMotion needs the Playwright provider');
  }
  const page = context.page as { emulateMedia(options: { reducedMotion: string }): Promise<void> };
  await page.emulateMedia({ reducedMotion: value });
};

export const browserCommands = { emulateReducedMotion };

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (value: 'reduce' | 'no-preference') => Promise<void>;
  }
}
