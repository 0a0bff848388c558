export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/terms-and-conditions.tsx';
