export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/journal-publishing-process.tsx';
