export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/journal-particulars.tsx';
