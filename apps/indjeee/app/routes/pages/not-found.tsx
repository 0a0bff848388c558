export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/not-found.tsx';
export { loader } from '@journals/journal-site/routes/pages/not-found.server.ts';
