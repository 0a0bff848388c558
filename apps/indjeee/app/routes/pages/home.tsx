export { default, meta, ErrorBoundary, handle } from '@journals/journal-site/routes/pages/home.tsx';
export { loader } from '@journals/journal-site/routes/pages/home.server.ts';
