export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/instruction-for-author.tsx';
