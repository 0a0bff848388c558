export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/article-processing-charges.tsx';
