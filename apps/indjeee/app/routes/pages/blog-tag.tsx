export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/blog-tag.tsx';
export { loader } from '@journals/journal-site/routes/pages/blog-tag.server.ts';
