export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/blogs.tsx';
export { headers, loader } from '@journals/journal-site/routes/pages/blogs.server.ts';
