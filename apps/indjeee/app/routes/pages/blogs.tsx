export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/blogs.tsx';
export { loader } from '@journals/journal-site/routes/pages/blogs.server.ts';
