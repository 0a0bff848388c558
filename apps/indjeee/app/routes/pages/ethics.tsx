export {
  default,
  meta,
  ErrorBoundary,
  handle,
} from '@journals/journal-site/routes/pages/ethics.tsx';
