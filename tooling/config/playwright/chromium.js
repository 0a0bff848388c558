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

/**
 * The features Playwright turns off in the browsers it launches (its own `--disable-features`,
 * playwright-core's chromiumSwitches). Chromium reads only the last `--disable-features` it is
 * given, so ours repeats them; test/chromium.test.js fails when Playwright's list changes.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Besides: the address bar's pop-ups, web pages of the browser's own, which headless Chromium
 * starts in a renderer of their own for every new window, so for every test's browser context,
 * where no test opens them.
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Launch options for `chromium.launch()` and Playwright's `use.launchOptions`. */
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: [
    ...chromiumArgs,
    `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
  ],
};

/** Fails early with a clear message when the browser is not installed. */
export function assertChromiumInstalled() {
  if (!existsSync(chromiumExecutablePath)) {
    throw new Error(
      `Chromium not found at ${chromiumExecutablePath}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
    );
  }
}
