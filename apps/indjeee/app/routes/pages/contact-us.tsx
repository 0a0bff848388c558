export {
  default,
  meta,
  ErrorBoundary,
  handle,
} from '@journals/journal-site/routes/pages/contact-us.tsx';
export { action } from '@journals/journal-site/routes/pages/contact-us.server.ts';
