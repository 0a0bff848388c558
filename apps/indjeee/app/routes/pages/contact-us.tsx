export { default, meta, ErrorBoundary } from '@journals/journal-site/routes/pages/contact-us.tsx';
export { action } from '@journals/journal-site/routes/pages/contact-us.server.ts';
