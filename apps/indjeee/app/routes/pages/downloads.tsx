export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/downloads.tsx';
