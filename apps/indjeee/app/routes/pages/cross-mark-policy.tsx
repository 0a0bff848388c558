export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/cross-mark-policy.tsx';
