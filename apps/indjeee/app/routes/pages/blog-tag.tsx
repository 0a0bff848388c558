export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/blog-tag.tsx';
export { headers, loader } from '@journals/journal-site/routes/pages/blog-tag.server.ts';
