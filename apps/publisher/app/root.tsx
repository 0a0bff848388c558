// The root route: the HTML document and the publisher's page frame around every page and every
// failure (@journals/site-kit's siteRoot, shared with the journals). Its loader (the data every
// page shares) and middleware are in root.server.ts.
import { siteRoot } from '@journals/site-kit/ui/site-root';
import * as assets from 'virtual:site-assets';
import { PublisherLayout } from './layout/PublisherLayout.tsx';
import { site } from './site.ts';

export { loader, middleware } from './root.server.ts';

const root = siteRoot({ site, assets, Frame: PublisherLayout });

export const links = root.links;
export const meta = root.meta;
export const handle = root.handle;
export const shouldRevalidate = root.shouldRevalidate;
export const Layout = root.Layout;
export const ErrorBoundary = root.ErrorBoundary;
export default root.SiteApp;
