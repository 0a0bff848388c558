export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/conference-proceedings.tsx';
