export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/impact-factor.tsx';
