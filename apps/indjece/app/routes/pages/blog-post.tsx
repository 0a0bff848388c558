export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/blog-post.tsx';
export { headers, loader } from '@journals/journal-site/routes/pages/blog-post.server.ts';
