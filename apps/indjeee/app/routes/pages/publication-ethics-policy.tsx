export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/publication-ethics-policy.tsx';
