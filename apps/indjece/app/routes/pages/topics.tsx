export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/topics.tsx';
export { headers, loader } from '@journals/journal-site/routes/pages/topics.server.ts';
