export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/privacy-policy.tsx';
