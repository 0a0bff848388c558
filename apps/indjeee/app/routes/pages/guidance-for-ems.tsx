export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/guidance-for-ems.tsx';
