export { default, ErrorBoundary, Layout, links, shouldRevalidate } from '@journals/journal-site/root';
export { loader } from '@journals/journal-site/root.server';
