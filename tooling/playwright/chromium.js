// Debian's Chromium and the flags it needs on these machines (root, closed network, no GPU).
// Used by Playwright, Storybook's Vitest addon and Lighthouse alike.
import { existsSync } from 'node:fs';

export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options for `chromium.launch()` and Playwright's `use.launchOptions`. */
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
};

/** Fails early with a clear message when the browser is not installed. */
export function assertChromiumInstalled() {
  if (!existsSync(chromiumExecutablePath)) {
    throw new Error(
      `Chromium not found at ${chromiumExecutablePath}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
}
