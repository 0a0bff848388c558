export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/peer-review-policy.tsx';
