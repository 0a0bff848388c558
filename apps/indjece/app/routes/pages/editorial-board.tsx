export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/editorial-board.tsx';
export { headers, loader } from '@journals/journal-site/routes/pages/editorial-board.server.ts';
