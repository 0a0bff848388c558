export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/refund-policy.tsx';
