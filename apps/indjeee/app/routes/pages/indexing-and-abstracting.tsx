export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/indexing-and-abstracting.tsx';
