export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/faqs.tsx';
