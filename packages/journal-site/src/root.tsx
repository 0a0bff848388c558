// The root route of every journal app: the HTML document and the journal's page frame around
// every page and every failure (@journals/site-kit's siteRoot, shared with the publisher), with
// the journal's feeds among the head links. Its loader (the data every page shares), middleware
// and headers are in root.server.ts.
import { siteRoot } from '@journals/site-kit/ui/site-root';
import { site } from 'journal-site:config';
import * as assets from 'virtual:site-assets';
import { feedLinks } from '@journals/discovery/feeds/feed-links';
import { JournalLayout } from './layout/JournalLayout.tsx';

const root = siteRoot({ site, assets, Frame: JournalLayout, links: feedLinks(site) });

export const { links, meta, handle, shouldRevalidate, Layout, ErrorBoundary } = root;
export default root.SiteApp;
