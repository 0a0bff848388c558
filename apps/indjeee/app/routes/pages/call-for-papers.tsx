export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/call-for-papers.tsx';
