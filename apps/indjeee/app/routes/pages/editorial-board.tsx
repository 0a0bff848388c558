export {
  default,
  meta,
  ErrorBoundary,
} from '@journals/journal-site/routes/pages/editorial-board.tsx';
export { loader } from '@journals/journal-site/routes/pages/editorial-board.server.ts';
