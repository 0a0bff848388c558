export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/aim-and-scope.tsx';
