// The apps of `pnpm start`: every built app of the site configs, loaded for the one app server
// (@journals/app-server) that serves them all on one address, as each app's own `start` serves
// one.
import { isBuilt, loadSiteApp, type SiteApp } from '@journals/app-server';

export { isBuilt };

export interface BuiltApp {
  /** The app's folder, holding build/server/index.js and build/client/. */
  appDir: string;
}

/** Loads each app's server build (after the API environment is set: it reads its API base). */
export function loadBuiltApps(apps: BuiltApp[]): Promise<SiteApp[]> {
  return Promise.all(apps.map((app) => loadSiteApp(app.appDir)));
}
