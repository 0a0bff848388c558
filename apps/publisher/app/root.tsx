// The root route: the HTML document and the publisher's page frame around every page and every
// failure (@journals/site-kit's siteRoot, shared with the journals). Its loader (the data every
// page shares) and middleware are in root.server.ts.
import { siteRoot } from '@journals/site-kit/ui/site-root';
import * as assets from 'virtual:site-assets';
import { PublisherLayout } from './layout/PublisherLayout.tsx';
import { site } from './site.ts';

export { loader, middleware } from './root.server.ts';

const root = siteRoot({ site, assets, Frame: PublisherLayout });

export const { links, meta, handle, shouldRevalidate, Layout } = root;
// Each on its own: React Router's Vite plugin wraps these two of a route module (route props).
export const ErrorBoundary = root.ErrorBoundary;
export default root.SiteApp;
